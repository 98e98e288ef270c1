import ArgumentParser
import Foundation
import StateKit

/// `statekit-demo [run]`: the interactive demo, or a headless key script.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the demo (the default): a counter, a login form, a timer, a step and a history.",
        discussion: RunCommand.guide)

    /// What the demo shows and its keys: in `run --help` and in the top-level help.
    static let guide = """
        A counter, a login form, a timer, a step and an exercise history, in three state \
        designs. Each pane's title counts how many times its body was evaluated, so you can \
        watch one app-wide ObservableObject re-render everything, and slicing or @Observable \
        fix it. It needs a terminal of at least \(DemoSession.minimumSize); a smaller one shows only a notice until \
        it grows.

        Keys: + - counter · a log in or out · n type a name (Enter logs in, Esc leaves) · \
        1 2 3 Tab tabs · s HomeView's "go to settings" · , . step (Settings tab) · t restart the \
        timer · Up Down e history (History tab) · m next mode · r reset the counts · ? help · q quit

        The mouse: a click presses a button, selects a tab or puts the cursor in the name field.

        Key scripts: each character is a key; named keys in angle brackets: <tab> <s-tab> \
        <enter> <esc> <space> <bs> <up> <down> <left> <right> <lt> (a literal <), <tick>, \
        <tick:250ms>, <resize:100x30>.
        """

    @Option(help: "The state design to start with: monolithic, sliced or observable.")
    var mode: DemoMode = .sliced

    @Flag(help: "Run without a terminal, on an in-memory screen: play the key script, then exit.")
    var headless = false

    @Option(help: ArgumentHelp("The headless screen size (with --headless).", valueName: "COLSxROWS"))
    var size: GridSize?

    @Option(help: ArgumentHelp("Keys fed before the user's, as a key script.", valueName: "SCRIPT"))
    var keys: String?

    @Option(help: ArgumentHelp("Read the key script from a file.", valueName: "PATH"))
    var keysFile: String?

    @Option(help: ArgumentHelp("Write a JSON report at exit; - for standard output.", valueName: "PATH"))
    var report: String?

    @Option(
        help: ArgumentHelp(
            "Where the exercise history is kept (default: $XDG_STATE_HOME/statekit-demo, "
                + "else ~/.local/state/statekit-demo).", valueName: "PATH"))
    var stateDir: String?

    @Flag(help: "Start with highlighting off (h turns it on): panes are not flashed when an update evaluates them.")
    var noHighlight = false

    @Option(help: .hidden)
    var fault: Fault?

    /// The history's storage, in `--state-dir` or the default place.
    @MainActor
    func makeStorage() -> HistoryStorage {
        HistoryStorage(directory: stateDir.map { URL(fileURLWithPath: $0) } ?? HistoryStorage.defaultDirectory())
    }

    func validate() throws {
        if size != nil && !headless {
            throw ValidationError("--size applies only with --headless; a real terminal has its own size.")
        }
        _ = try script()
    }

    /// The events of `--keys-file` then `--keys`.
    func script() throws -> [InputEvent] {
        var text = ""
        if let keysFile {
            do {
                text += try String(contentsOfFile: keysFile, encoding: .utf8)
            } catch {
                throw ValidationError("cannot read --keys-file \(keysFile): \(error.localizedDescription)")
            }
        }
        text += keys ?? ""
        do {
            return try KeyScript.parse(text)
        } catch {
            throw ValidationError("bad key script: \(error)")
        }
    }

    func run() throws {
        let script = try script()
        let status = try MainActor.assumeIsolated { () throws -> Int32 in
            headless ? try runHeadless(script: script) : try runInTerminal(script: script)
        }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func runHeadless(script: [InputEvent]) throws -> Int32 {
        let terminal = HeadlessTerminal(size: size?.size ?? Size(width: 80, height: 24))
        let session = DemoSession(app: Application(terminal: terminal), mode: mode, storage: makeStorage())
        if noHighlight { session.app.highlightsUpdates = false }
        session.app.run(script: script)
        if report != "-" {
            print(
                terminal.lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(
                    separator: "\n"))
        }
        try writeReport(session)
        return 0
    }

    @MainActor
    private func runInTerminal(script: [InputEvent]) throws -> Int32 {
        guard isatty(0) == 1, isatty(1) == 1 else {
            let which = isatty(0) != 1 ? "standard input" : "standard output"
            StandardError.write(
                "statekit-demo: \(which) is not a terminal. Run it in a terminal, "
                    + "or add --headless to play a key script on an in-memory screen.\n")
            return 2
        }
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal()
        } catch {
            StandardError.write("statekit-demo: cannot use this terminal: \(error). Try --headless.\n")
            return 2
        }
        let session = DemoSession(
            app: Application(terminal: terminal, clock: MonotonicClock()), mode: mode, storage: makeStorage())
        if noHighlight { session.app.highlightsUpdates = false }
        if let fault { session.app.setRoot(fault.root) }
        let reason = session.app.runInteractive(on: terminal, script: script)
        try writeReport(session)
        return reason.exitStatus
    }

    @MainActor
    private func writeReport(_ session: DemoSession) throws {
        guard let report else { return }
        do {
            try DemoReport(session: session).write(to: report)
        } catch {
            StandardError.write("statekit-demo: cannot write the report to \(report): \(error.localizedDescription)\n")
            throw ExitCode(1)
        }
    }
}
