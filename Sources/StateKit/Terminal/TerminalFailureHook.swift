/// The one way a failure reaches the terminal's rescue: whatever detects a
/// fatal mistake (a missing environment object, a view's state changed off
/// the main thread) calls `restoreTerminal()` before it ends the program, and
/// the terminal that put the screen in program mode sets what that does (the
/// curses terminal, its rescue). Nothing that fails needs to know which
/// terminal it runs on, and the hook may run on any thread: what it is set to
/// must be async-signal-safe.
package enum TerminalFailureHook {
    /// What gives the terminal back; `nil` when nothing took it.
    nonisolated(unsafe) package static var restore: (@Sendable () -> Void)?

    /// Gives the terminal back, if anything took it, before a failure ends
    /// the program.
    package static func restoreTerminal() {
        restore?()
    }
}
