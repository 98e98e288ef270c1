/// The time source of the event loop: the real monotonic clock, or a manual one
/// that tests and `--headless` advance with `<tick>`.
@MainActor
package protocol LoopClock: AnyObject {
    /// Time since an arbitrary fixed start.
    var now: Duration { get }
    /// The date and time of day: what the views that show the time go by.
    var date: Date { get }
    /// The clock, when it moves only when told. Asked of the clock rather
    /// than by a cast: the first cast of a type to a protocol scans every
    /// conformance in the process (see `typeName(_:)`).
    var advanceable: (any AdvanceableClock)? { get }
}

extension LoopClock {
    /// A clock of its own time moves by itself.
    package var advanceable: (any AdvanceableClock)? { nil }
}

/// A clock that moves only when told: what a script's `<tick>` and a test
/// advance. The loop moves it, and a view's tasks wait for it, without
/// knowing which clock it is.
@MainActor
package protocol AdvanceableClock: LoopClock {
    /// Moves the clock on by `duration`.
    func advance(by duration: Duration)
}

extension AdvanceableClock {
    /// This clock moves only when told.
    package var advanceable: (any AdvanceableClock)? { self }
}

/// The system's monotonic clock.
@MainActor
package final class MonotonicClock: LoopClock {
    /// The system's monotonic clock.
    package init() {}

    package var now: Duration { MonotonicTime.now }

    package var date: Date { Date() }
}

/// A clock that moves only when told to.
@MainActor
package final class ManualClock: AdvanceableClock {
    package private(set) var now: Duration = .zero
    /// The date when the clock was made, at zero.
    private let start = Date()

    /// A clock at zero, its date the date it was made.
    package init() {}

    /// The date it was made, moved on as the clock was.
    package var date: Date {
        let (seconds, attoseconds) = now.components
        return start.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// Moves the clock on by `duration`.
    package func advance(by duration: Duration) {
        now += duration
    }
}
