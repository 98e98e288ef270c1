extension Timer {
    /// A publisher of the current date every `interval` seconds, as Combine's
    /// `Timer.publish(every:on:in:)`; `.autoconnect()` starts it as soon as it
    /// is subscribed to. Received by a view (`onReceive`), the event loop
    /// delivers it while the view is on screen, by the app's clock (a manual
    /// one in tests). Subscribed to elsewhere (`sink`), it delivers on the
    /// main queue, which the event loop serves. The run loop and mode are
    /// accepted: StateKit's loop delivers it.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The publisher `Timer.publish(every:on:in:)` returns.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The date of each delivery.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never

        /// Seconds between deliveries.
        public let seconds: TimeInterval
        private let subject = PassthroughSubject<Date, Never>()
        /// Guards `isConnected`, `isStopped` and `source`: `connect()` may come
        /// from any thread.
        fileprivate let lock = NSLock()
        /// Whether it delivers: connected, and not cancelled since.
        fileprivate var isConnected = false
        /// Whether a connection was cancelled since it was last connected: an
        /// autoconnected timer stops then too (`timer.upstream.connect().cancel()`).
        fileprivate var isStopped = false
        private var source: DispatchSourceTimer?

        init(interval: TimeInterval) {
            seconds = interval
        }

        /// Delivers to `subscriber` once connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts delivering, if it is not delivering already, until the result
        /// is cancelled. A timer has one connection, as Combine's: connecting a
        /// connected timer gives that connection, and cancelling it stops the
        /// timer (`timer.upstream.connect().cancel()` stops an autoconnected one).
        public func connect() -> any Cancellable {
            lock.lock()
            if !isConnected {
                isConnected = true
                isStopped = false
                if seconds > 0 {
                    let timer = DispatchSource.makeTimerSource(queue: .main)
                    timer.schedule(deadline: .now() + seconds, repeating: seconds)
                    timer.setEventHandler { [subject] in subject.send(Date()) }
                    timer.resume()
                    source = timer
                }
            }
            lock.unlock()
            return AnyCancellable { [weak self] in self?.stop() }
        }

        private func stop() {
            lock.lock()
            defer { lock.unlock() }
            guard isConnected else { return }
            isConnected = false
            isStopped = true
            source?.cancel()
            source = nil
        }

        var interval: Duration { .nanoseconds(Int64((Swift.max(0, seconds) * 1e9).rounded())) }
    }
}

/// A publisher the event loop can drive while a view receives it: a timer,
/// delivered by the app's clock rather than by the main queue.
protocol LoopScheduledPublisher {
    /// How often it delivers.
    var interval: Duration { get }
    /// Whether it delivers now: a timer publisher not connected yet does not.
    var isDelivering: Bool { get }
    /// The value of one delivery.
    func nextValue() -> Any
}

extension Timer.TimerPublisher: LoopScheduledPublisher {
    var isDelivering: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isConnected
    }

    /// Whether a connection was cancelled since the timer was last connected.
    var wasStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isStopped
    }

    func nextValue() -> Any { Date() }
}

extension Publishers.Autoconnect: LoopScheduledPublisher where Upstream == Timer.TimerPublisher {
    var interval: Duration { upstream.interval }
    /// Connected while a view receives it, until the app cancels its
    /// upstream's connection.
    var isDelivering: Bool { !upstream.wasStopped }
    func nextValue() -> Any { upstream.nextValue() }
}
