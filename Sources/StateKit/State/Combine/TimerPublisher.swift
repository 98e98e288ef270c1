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

extension View {
    /// Runs `action` with each value `publisher` delivers while the view is on
    /// screen. A timer publisher is driven by the event loop, at its real rate
    /// (under a manual clock, as the clock is advanced).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void)
        -> some View where P.Failure == Never
    {
        ReceiveModifier(content: self, publisher: publisher, action: action)
    }
}

/// The result of `.onReceive(_:perform:)`.
struct ReceiveModifier<Content: View, P: Publisher>: View, PrimitiveView {
    let content: Content
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let child = context.resolveOne(content, at: .index(0))
        guard let scheduled = publisher as? any LoopScheduledPublisher, scheduled.interval > .zero else {
            elements.append(child)
            return
        }
        let action = self.action
        let timer = ViewTimer(
            id: ElementID(node: ObjectIdentifier(context.owner), path: context.path), interval: scheduled.interval
        ) {
            guard scheduled.isDelivering, let value = scheduled.nextValue() as? P.Output else { return }
            action(value)
        }
        elements.append(WrapperElement(child: child, timer: timer))
    }
}
