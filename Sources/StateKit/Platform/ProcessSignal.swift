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
}
