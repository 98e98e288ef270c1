import Glibc
@_spi(SwiftUI) import Observation

/// View state lives on the main thread. An `@Observable` property that a view
/// reads, changed from another thread, is a programming error: it is reported
/// with the terminal restored, rather than as an executor assertion.
enum ObservationThread {
    /// The thread that made the first view graph: the main thread.
    nonisolated(unsafe) static var main: pthread_t?

    /// Whether the caller is on the thread of the view graph (the main actor's).
    static var isCurrent: Bool {
        guard let main else { return Thread.isMainThread }
        return pthread_equal(pthread_self(), main) != 0
    }

    static func check(_ tracking: ObservationTracking) {
        guard let main, pthread_equal(pthread_self(), main) == 0 else { return }
        let property = tracking.changed.map { String(describing: $0) } ?? "an observed property"
        TerminalRescue.restore()
        fatalError(
            "StateKit: \(property) was changed off the main thread while a view depends on it; "
                + "change view state on the main actor")
    }
}
