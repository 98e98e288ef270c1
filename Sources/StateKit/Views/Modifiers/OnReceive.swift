extension View {
    /// Runs `action` with each value `publisher` delivers while the view is on
    /// screen, as SwiftUI's. A timer publisher is driven by the event loop, at
    /// its real rate (under a manual clock, as the clock is advanced). Any
    /// other publisher is subscribed to when the view appears and cancelled
    /// when it disappears; its values reach `action` on the main thread (at
    /// once when sent there, else through the main queue, which the event
    /// loop serves). The subscription is kept while the view stays: a new
    /// publisher value in a later body does not subscribe again, and the
    /// latest `action` is the one called.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void)
        -> some View where P.Failure == Never
    {
        ReceiveModifier(content: self, publisher: publisher, action: action)
    }
}

/// The result of `.onReceive(_:perform:)`.
struct ReceiveModifier<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let child = context.resolveOne(content, at: .index(0))
        let id = ElementID(node: ObjectIdentifier(context.owner), path: context.path)
        let action = self.action
        if let scheduled = publisher as? any LoopScheduledPublisher, scheduled.interval > .zero {
            let timer = ViewTimer(id: id, interval: scheduled.interval) {
                guard scheduled.isDelivering, let value = scheduled.nextValue() as? P.Output else { return }
                action(value)
            }
            elements.append(WrapperElement(child: child, timer: timer))
            return
        }
        let receiver = PublisherReceiver.find(id, in: context.owner.graph)
        receiver.action = { value in
            if let value = value as? P.Output { action(value) }
        }
        let publisher = self.publisher
        let graph = context.owner.graph
        let handlers = AppearanceHandlers(
            id: id,
            onAppear: { [weak receiver] in receiver?.subscribe(to: publisher) },
            onDisappear: { graph.components[PublisherReceivers.self].byPlace[id] = nil })
        elements.append(AppearanceElement(child: child, handlers: handlers))
    }
}

/// The subscription of one `onReceive` to a publisher, kept by the graph by
/// the modifier's place while the view is on screen; releasing it cancels the
/// subscription.
@MainActor
final class PublisherReceiver {
    /// The latest body's action.
    var action: @MainActor (Any) -> Void = { _ in }
    private var subscription: AnyCancellable?

    /// The receiver of the `onReceive` at `id`, made on its first evaluation.
    static func find(_ id: ElementID, in graph: ViewGraph) -> PublisherReceiver {
        let receivers = graph.components[PublisherReceivers.self]
        if let receiver = receivers.byPlace[id] { return receiver }
        let receiver = PublisherReceiver()
        receivers.byPlace[id] = receiver
        return receiver
    }

    /// Subscribes to `publisher`, once.
    func subscribe<P: Publisher>(to publisher: P) where P.Failure == Never {
        guard subscription == nil else { return }
        subscription = publisher.sink { [weak self] value in
            // Values are handed to the views' thread; one sent there is taken at once.
            nonisolated(unsafe) let value = value
            if ObservationThread.isCurrent {
                MainActor.assumeIsolated { self?.action(value) }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.action(value) } }
            }
        }
    }
}

/// The subscriptions of the `onReceive` modifiers on screen, by place.
@MainActor
final class PublisherReceivers: GraphComponent {
    var byPlace: [ElementID: PublisherReceiver] = [:]
}
