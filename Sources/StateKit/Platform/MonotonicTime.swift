import Glibc

/// The system's monotonic clock: time that only goes forward, whatever is
/// done to the wall clock.
package enum MonotonicTime {
    /// The time since an arbitrary point fixed at boot.
    package static var now: Duration {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
    }
}
