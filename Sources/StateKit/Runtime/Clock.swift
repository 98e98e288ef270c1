import Glibc

/// The time source of the event loop: the real monotonic clock, or a manual one
/// that tests and `--headless` advance with `<tick>`.
@MainActor
package protocol LoopClock: AnyObject {
    /// Time since an arbitrary fixed start.
    var now: Duration { get }
}

/// The system's monotonic clock.
@MainActor
package final class MonotonicClock: LoopClock {
    /// The system's monotonic clock.
    package init() {}

    package var now: Duration {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
    }
}

/// A clock that moves only when told to.
@MainActor
package final class ManualClock: LoopClock {
    package private(set) var now: Duration = .zero

    /// A clock at zero.
    package init() {}

    /// Moves the clock on by `duration`.
    package func advance(by duration: Duration) {
        now += duration
    }
}
