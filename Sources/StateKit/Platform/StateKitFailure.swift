import Glibc

/// Ends the program on a programming error in the app (a missing environment
/// object, say) with a message that names the problem, after the terminal has
/// been restored: no crash dump over a broken screen.
@MainActor
package enum StateKitFailure {
    /// The exit status of such a failure (`EX_SOFTWARE`).
    package static let exitStatus: Int32 = 70

    /// Restores the terminal, writes `statekit: message` to standard error and exits with `exitStatus`.
    package static func raise(_ message: String) -> Never {
        TerminalFailureHook.restoreTerminal()
        StandardError.write("statekit: \(message)\n")
        exit(exitStatus)
    }
}
