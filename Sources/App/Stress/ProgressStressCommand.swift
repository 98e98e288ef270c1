import ArgumentParser
import Dispatch
import Foundation
import StateKit

/// `statekit-demo progress-stress` (hidden, for `make bench`): the bytes a
/// progress update writes, inline below the prompt and full screen.
struct ProgressStressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress-stress",
        abstract: "Show four steps' progress bars on the terminal and update them; for a pseudo-terminal's bytes.",
        discussion: """
            Each update is its own frame. Full screen, the program shows "all steps finished" \
            after the last and runs until Ctrl-C; with --inline, it shows the steps below the \
            prompt and ends after the last, its last frame left on the screen.
            """,
        shouldDisplay: false)

    @Option(help: ArgumentHelp("How many updates to make.", valueName: "N"))
    var updates: Int = 200

    @Option(help: ArgumentHelp("Milliseconds between two updates.", valueName: "MS"))
    var interval: Int = 5

    @Flag(help: "Draw below the prompt instead of full screen.")
    var inline = false

    func validate() throws {
        guard (1...1_000_000).contains(updates) else { throw ValidationError("--updates must be from 1 to 1000000.") }
        guard (0...10_000).contains(interval) else { throw ValidationError("--interval must be from 0 to 10000.") }
    }

    func run() throws {
        guard MainActor.assumeIsolated({ StressTerminal.isAvailable(for: "progress-stress") }) else {
            throw ExitCode(2)
        }
        let (updates, interval) = (updates, Duration.milliseconds(interval))
        if inline {
            // Inline views are shown from async code; the main queue runs it.
            Task { @MainActor in
                let model = ProgressSteps()
                await Inline.show(ProgressStepList(model: model)) {
                    await makeProgressUpdates(model, updates: updates, interval: interval)
                }
                Foundation.exit(0)
            }
            dispatchMain()
        }
        let status = MainActor.assumeIsolated { () -> Int32 in
            let model = ProgressSteps()
            let root = ProgressStepList(model: model)
                .task { await makeProgressUpdates(model, updates: updates, interval: interval) }
            return StressTerminal.run(root, for: "progress-stress")
        }
        throw ExitCode(status)
    }
}
