import Dispatch
@_spi(SwiftUI) import Observation

/// View state lives on the main thread. An `@Observable` property that a view
/// reads, changed from another thread, is a programming error: it is reported
/// with the terminal restored, rather than as an executor assertion.
enum ObservationThread {
    /// The thread that made the first view graph: the main thread.
    nonisolated(unsafe) static var main: ThreadIdentity?

    /// Marks the main queue, whose blocks are the main actor's wherever they
    /// run: under `dispatchMain()` (a test runner's) libdispatch serves the
    /// main queue from worker threads, one after another, not from the
    /// thread that made the first graph.
    private static let mainQueueKey = DispatchSpecificKey<Bool>()

    /// Records the calling thread as the views' and marks the main queue; the
    /// first graph does it.
    static func claim() {
        guard main == nil else { return }
        main = .current
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    }

    /// Whether the caller is on the thread of the view graph, or in a block of
    /// the main queue (the main actor's).
    static var isCurrent: Bool {
        guard let main else { return Thread.isMainThread }
        return main.isCurrent || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    static func check(_ tracking: ObservationTracking) {
        guard let main, !main.isCurrent else { return }
        checkWrite(of: tracking.changed.map { String(describing: $0) } ?? "an observed property")
    }

    /// `property` (`@State count`), which a view read, is being changed: on
    /// the views' thread, or the report.
    static func checkWrite(of property: @autoclosure () -> String) {
        guard let main, !main.isCurrent else { return }
        // Only off the graph's thread is the queue looked at: the common case
        // costs one comparison.
        guard DispatchQueue.getSpecific(key: mainQueueKey) != true else { return }
        TerminalFailureHook.restoreTerminal()
        fatalError(
            "StateKit: \(property()) was changed off the main thread while a view depends on it; "
                + "change view state on the main actor")
    }
}
