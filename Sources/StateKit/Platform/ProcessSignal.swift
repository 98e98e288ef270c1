import Glibc

/// The signals the loop follows, by what they mean to it.
package enum ProcessSignal {
    /// Ctrl-C: end the run.
    package static let interrupt = SIGINT
    /// A request to end, from `kill`.
    package static let terminate = SIGTERM
    /// The terminal went away.
    package static let hangup = SIGHUP
    /// The window changed size.
    package static let windowChanged = SIGWINCH
    /// Ctrl-Z: stop until continued.
    package static let stop = SIGTSTP
    /// Ctrl-\: end with a core dump, as the terminal's default has it.
    package static let quit = SIGQUIT

    /// Sends `signal` to the program's process group, as the terminal sends
    /// it to the job in front: a pipeline's other programs get it too.
    package static func sendToGroup(_ signal: Int32) {
        kill(0, signal)
    }
}
