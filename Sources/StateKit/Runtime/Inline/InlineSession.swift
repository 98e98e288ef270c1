/// An inline view's run on a terminal: the views drawn in a region below the
/// prompt while the program's own `async` work goes on, keys read, lines the
/// program prints shown above the region, until `end()` or a signal.
///
/// The loop is an `async` function on the main actor: between turns it
/// awaits a wake (keys, a signal or printed lines from `InlineInputReader`'s
/// thread, or a view that came to need drawing) or its next timer, so the
/// program's work, its tasks and the views' own run between its turns.
/// Ctrl-C, SIGTERM and SIGHUP end the process with 128 + the signal, as a
/// full-screen app's do, the last frame left on the screen and the terminal
/// as it was; Ctrl-Z leaves the frame and gives the shell the terminal
/// until the program is continued.
@MainActor
package final class InlineSession {
    /// The views and what they do with keys.
    package let application: Application
    private let terminal: InlineTerminal
    private let printed: PrintedOutputPipe?
    private let signals: SignalPipe?
    private var reader: InlineInputReader?
    private let wake = InlineWake()
    private var decoder = KeyDecoder()
    /// When the pending Esc (or unfinished sequence) arrived.
    private var escapeSince: Duration?
    /// Printed bytes after the last line feed, waiting for the rest of their line.
    private var partialLine: [UInt8] = []
    /// Whole printed lines waiting for the next frame, which shows them above
    /// the region.
    private var printedLines: [UInt8] = []
    /// When the latest frame was drawn.
    private var lastFrame: Duration?
    /// The least time between two frames no key asked for: a program that
    /// prints and updates its progress thousands of times a second redraws
    /// its region and the lines above it sixty times a second, not at each
    /// line (Ink draws at most thirty). A key that comes while a frame is
    /// held back waits for it, 16 ms at most; otherwise it is answered at once.
    package static let frameInterval = Duration.milliseconds(16)
    private var ending = false
    private var keysEnded = false
    private var tornDown = false
    /// Told when the keyboard's input ended (a question cannot be answered).
    package var onKeysEnded: (@MainActor () -> Void)?

    /// Takes the row below the cursor, and standard output for the lines
    /// printed meanwhile, to show `root`; keys are read when `readsKeys` (a
    /// question), and otherwise left for whoever reads them next.
    package init(root: AnyView, readsKeys: Bool) throws(InlineTerminal.Unavailable) {
        printed = PrintedOutputPipe()
        do {
            terminal = try InlineTerminal(output: printed?.terminal ?? 1, readsKeys: readsKeys)
        } catch {
            _ = printed?.release()
            printed?.closeTerminal()
            throw error
        }
        signals = SignalPipe(signals: [
            ProcessSignal.interrupt, ProcessSignal.terminate, ProcessSignal.hangup, ProcessSignal.windowChanged,
            ProcessSignal.stop,
        ])
        application = Application(terminal: terminal, clock: MonotonicClock())
        application.setRoot(root)
        application.graph.onFirstScheduled = { [wake] in wake.wake() }
        // Keys are read from a terminal only: piped input is the program's.
        let keys: Int32 = readsKeys && ProcessEnvironment.isTerminal(0) ? 0 : -1
        reader = InlineInputReader(keys: keys, signals: signals?.readEnd ?? -1, printed: printed?.readEnd ?? -1) {
            [wake] in wake.wake()
        }
        // Without the thread or the signals, a question would wait for ever
        // and Ctrl-C would leave the terminal as it is: plain text instead.
        guard reader != nil, signals != nil else {
            tearDown()
            throw InlineTerminal.Unavailable(description: "cannot start reading the terminal")
        }
    }

    /// Asks the loop to stop after its turn.
    package func end() {
        ending = true
        wake.wake()
    }

    /// Runs until `end()`; a terminating signal ends the process.
    package func run() async {
        application.renderFrame()
        lastFrame = application.clock.now
        while !ending && !application.quitRequested {
            await wake.wait(timeout: timeout())
            var keys: [Key] = []
            takeInput(keys: &keys)
            // Nothing typed, and a frame drawn a moment ago: whatever else
            // comes (lines, changes, keys) waits for the frame's time and
            // goes out with it, one sleep a frame rather than a turn a line.
            // A lone Esc waits for its own delay instead.
            if keys.isEmpty && !ending && !decoder.hasPendingInput, let lastFrame {
                let held = lastFrame + Self.frameInterval - application.clock.now
                if held > .zero {
                    try? await Task.sleep(for: held)
                    takeInput(keys: &keys)
                }
            }
            showPrintedLines()
            application.fireDueTimers()
            application.process(keys.map { .key($0) })
            lastFrame = application.clock.now
        }
    }

    /// Takes what the input thread read: keys decoded into `keys`, printed
    /// lines kept for the next frame, a resize or Ctrl-Z handled; a
    /// terminating signal ends the process, the lines printed before it
    /// shown all the same.
    private func takeInput(keys: inout [Key]) {
        var ending: Int32?
        for input in reader?.take() ?? [] {
            if case .signal(let number) = input, Self.endsTheProgram(number) {
                ending = ending ?? number
            } else {
                handle(input, keys: &keys)
            }
        }
        if let ending {
            tearDown()
            ProcessExit.exit(128 + ending)
        }
        if decoder.hasPendingInput {
            let since = escapeSince ?? application.clock.now
            escapeSince = since
            if application.clock.now - since >= .milliseconds(Int64(Application.escapeDelayMilliseconds)) {
                decoder.flushPendingEscape(into: &keys)
                escapeSince = nil
            }
        } else {
            escapeSince = nil
        }
    }

    /// Shows the lines printed since the last frame above the region; the
    /// region is drawn again below them.
    private func showPrintedLines() {
        guard !printedLines.isEmpty else { return }
        terminal.printAbove(printedLines)
        printedLines.removeAll(keepingCapacity: true)
        application.terminalResized()
    }

    /// Draws the last frame, with every line printed before it above it, and
    /// gives the terminal and standard output back. Safe to call more than once.
    package func tearDown() {
        guard !tornDown else { return }
        tornDown = true
        reader?.stop()
        var keys: [Key] = []
        for input in reader?.take() ?? [] {
            if case .printed = input { handle(input, keys: &keys) }
        }
        reader = nil
        // In the order printed: the whole lines held for a frame, then the
        // start of the line after them, then what the pipe still holds.
        var rest = printedLines + partialLine + (printed?.release() ?? [])
        printedLines = []
        partialLine = []
        if !rest.isEmpty {
            if rest.last != 0x0A { rest.append(0x0A) }
            terminal.printAbove(rest)
            application.terminalResized()
        }
        application.renderFrame()
        terminal.finish()
        printed?.closeTerminal()
        signals?.close()
    }

    private func handle(_ input: InlineInput, keys: inout [Key]) {
        switch input {
        case .keys(let bytes):
            decoder.decode(bytes, into: &keys)
        case .keysEnded:
            guard !keysEnded else { return }
            keysEnded = true
            onKeysEnded?()
        case .signal(let number):
            if number == ProcessSignal.windowChanged {
                application.terminalResized()
            } else if number == ProcessSignal.stop {
                // Ctrl-Z: the lines held for a frame go out first, then the
                // shell gets the terminal, and once continued the region is
                // taken again below what it printed.
                showPrintedLines()
                application.renderFrame()
                terminal.suspend()
                signals?.stopUntilContinued()
                terminal.resume()
                application.terminalResized()
            }
        case .printed(let bytes):
            // Only the new bytes are searched: a long line printed in many
            // pieces costs its length, not its length times its pieces.
            guard let lastLineFeed = bytes.lastIndex(of: 0x0A) else {
                partialLine += bytes
                return
            }
            printedLines += partialLine
            printedLines += bytes[...lastLineFeed]
            partialLine = Array(bytes[(lastLineFeed + 1)...])
        }
    }

    /// Whether `number` ends the program: Ctrl-C, SIGTERM, SIGHUP.
    private static func endsTheProgram(_ number: Int32) -> Bool {
        number != ProcessSignal.windowChanged && number != ProcessSignal.stop
    }

    /// How long the loop may wait: until the next timer, a short while to
    /// tell a lone Esc, until a frame held back is due, or until woken. A
    /// timer due while a frame is held back waits for the frame's time.
    private func timeout() -> Duration? {
        let now = application.clock.now
        let held = lastFrame.map { max(.zero, $0 + Self.frameInterval - now) } ?? .zero
        var timeout: Duration? =
            decoder.hasPendingInput ? .milliseconds(Int64(Application.escapeDelayMilliseconds)) : nil
        if let deadline = application.nextTimerDeadline {
            let wait = max(held, deadline - now)
            timeout = timeout.map { min($0, wait) } ?? wait
        }
        if !printedLines.isEmpty || application.renderer.hasPendingLayout {
            timeout = timeout.map { min($0, held) } ?? held
        }
        return timeout
    }
}
