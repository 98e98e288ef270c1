import Glibc

/// Which thread is running: compared with one noted earlier, it tells the
/// thread that noted it from any other, at the cost of one system call.
package struct ThreadIdentity: @unchecked Sendable {
    private let thread: pthread_t

    /// The thread running now.
    package static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

    /// Whether this is the thread running now.
    package var isCurrent: Bool { pthread_equal(pthread_self(), thread) != 0 }
}
