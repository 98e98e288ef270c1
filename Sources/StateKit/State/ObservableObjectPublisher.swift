/// The change signal of an `ObservableObject`: it fires before a `@Published`
/// property takes a new value. Subscribers are the view nodes holding the object.
@MainActor
public final class ObservableObjectPublisher {
    /// One subscription: a view node to invalidate, or any handler.
    @MainActor
    private struct Listener {
        let id: Int
        /// Not retained: a node cancels its subscriptions as it goes, and a
        /// closure holding it would be one more object to reach at each change.
        unowned(unsafe) let node: (any InvalidationTarget)?
        /// How the node names the change: the property holding the object.
        let label: String
        let handler: (@MainActor (ObjectChange) -> Void)?

        func notify(_ change: ObjectChange) {
            if let node {
                node.invalidate(because: .object(change), change: label)
            } else {
                handler?(change)
            }
        }
    }

    // `@exclusivity(unchecked)`: read at every change; a handler that
    // subscribes or cancels changes them only after `send` has taken its copy.
    // The first subscriber is kept in the publisher itself: most objects have
    // one, and an array would be one more object to reach at every change.
    @exclusivity(unchecked) private var first: Listener?
    @exclusivity(unchecked) private var others: [Listener] = []
    private var nextID = 0

    /// A publisher with no subscribers yet.
    public nonisolated init() {}

    /// Announces a change to every subscriber, in subscription order.
    package func send(_ change: ObjectChange) {
        let (first, others) = (self.first, self.others)
        first?.notify(change)
        for subscriber in others { subscriber.notify(change) }
    }

    /// Announces a change without naming the property.
    public func send() {
        send(ObjectChange(objectType: "object", property: nil))
    }

    /// Calls `handler` on every change until the returned subscription is cancelled
    /// or released.
    package func subscribe(_ handler: @escaping @MainActor (ObjectChange) -> Void) -> Subscription {
        subscribe(Listener(id: 0, node: nil, label: "", handler: handler))
    }

    /// Invalidates `node` on every change, naming `label` (`_appState`), until
    /// the returned subscription is cancelled or released.
    func subscribe(_ node: any InvalidationTarget, label: String) -> Subscription {
        subscribe(Listener(id: 0, node: node, label: label, handler: nil))
    }

    private func subscribe(_ template: Listener) -> Subscription {
        nextID += 1
        let id = nextID
        let subscriber = Listener(id: id, node: template.node, label: template.label, handler: template.handler)
        if first == nil { first = subscriber } else { others.append(subscriber) }
        // The publisher is held strongly: it holds nothing of the subscription,
        // and a weak reference would give it a side table.
        return Subscription { [self] in unsubscribe(id) }
    }

    private func unsubscribe(_ id: Int) {
        if first?.id == id {
            first = others.isEmpty ? nil : others.removeFirst()
        } else {
            others.removeAll { $0.id == id }
        }
    }

    /// The number of live subscriptions.
    package var subscriberCount: Int { (first == nil ? 0 : 1) + others.count }
}

/// `objectWillChange` is a Combine publisher: code can `sink` on it, and it
/// delivers before each change, as in Combine. Views do not subscribe this
/// way: they take the publisher's own, cheaper path.
extension ObservableObjectPublisher: Publisher {
    /// Nothing: only that a change is coming.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    /// Subscribes `subscriber`; it must be done on the main thread, where
    /// the object's changes are announced.
    public nonisolated func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        // Subscribers are made and used on the main thread, as the object is.
        nonisolated(unsafe) let subscriber = subscriber
        MainActor.assumeIsolated {
            let subscription = WillChangeSubscription(subscriber: subscriber)
            subscription.token = subscribe { [weak subscription] _ in subscription?.deliver() }
            subscriber.receive(subscription: subscription)
        }
    }
}

/// A Combine subscriber's subscription to an `objectWillChange`: it delivers
/// while the subscriber asks for values.
private final class WillChangeSubscription<Downstream: Subscriber>: OpenCombine.Subscription, @unchecked Sendable
where Downstream.Input == Void {
    private var subscriber: Downstream?
    private var demand = Subscribers.Demand.none
    var token: Subscription?

    init(subscriber: Downstream) {
        self.subscriber = subscriber
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
    }

    func deliver() {
        guard let subscriber, demand > 0 else { return }
        demand -= 1
        demand += subscriber.receive(())
    }

    func cancel() {
        subscriber = nil
        MainActor.assumeIsolated { token?.cancel() }
        token = nil
    }
}
