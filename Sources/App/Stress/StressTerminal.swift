import Foundation
import StateKit

/// A stress command's screen on the real terminal, for a pseudo-terminal
/// benchmark: what `form-stress --terminal` and `progress-stress` share.
@MainActor
enum StressTerminal {
    /// Whether standard input and output are a terminal; says, naming
    /// `command`, when they are not.
    static func isAvailable(for command: String) -> Bool {
        guard isatty(0) == 1, isatty(1) == 1 else {
            StandardError.write("statekit-demo: \(command) needs a terminal on standard input and output.\n")
            return false
        }
        return true
    }

    /// Shows `root` full screen until Ctrl-C; the exit status, 2 where
    /// there is no terminal to show it on.
    static func run(_ root: some View, for command: String) -> Int32 {
        guard isAvailable(for: command) else { return 2 }
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal()
        } catch {
            StandardError.write("statekit-demo: cannot use this terminal: \(error).\n")
            return 2
        }
        let app = Application(terminal: terminal, clock: MonotonicClock())
        app.setRoot(root)
        return app.runInteractive(on: terminal).exitStatus
    }
}
