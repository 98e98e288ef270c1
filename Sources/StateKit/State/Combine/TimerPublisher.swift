extension Timer {
    /// A publisher of the current date every `interval` seconds, delivered by
    /// the event loop while a view on screen receives it, as Combine's
    /// `Timer.publish(every:on:in:)`; `.autoconnect()` starts it at once.
    /// The run loop and mode are accepted: StateKit's loop delivers it.
    @MainActor
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The publisher `Timer.publish(every:on:in:)` returns.
    @MainActor
    public final class TimerPublisher: ConnectablePublisher, LoopScheduledPublisher {
        /// The date of each delivery.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never

        /// Seconds between deliveries.
        public let seconds: TimeInterval
        private var connections = 0

        init(interval: TimeInterval) {
            seconds = interval
        }

        /// Starts delivering until the result is cancelled.
        public func connect() -> any Cancellable {
            connections += 1
            return AnyCancellable { [weak self] in
                MainActor.assumeIsolated { self?.connections -= 1 }
            }
        }

        var interval: Duration { .nanoseconds(Int64((max(0, seconds) * 1e9).rounded())) }
        var isDelivering: Bool { connections > 0 }
        func nextValue() -> Any { Date() }
    }
}
