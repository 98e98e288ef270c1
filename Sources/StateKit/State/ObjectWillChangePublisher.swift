/// What changed in an observable object: its type and, where known, the property.
public struct ObjectChange: Sendable, Hashable, CustomStringConvertible {
    /// The object's type name: `CounterState`.
    public let objectType: String
    /// The property that changed (`counter`), or `nil` when unknown.
    public let property: String?

    /// A change of `property` (`nil` when unknown) in an object of type `objectType`.
    public init(objectType: String, property: String?) {
        self.objectType = objectType
        self.property = property
    }

    /// `CounterState.counter`, or just `CounterState` when the property is unknown.
    public var description: String {
        property.map { "\(objectType).\($0)" } ?? objectType
    }
}

/// The change signal of an `ObservableObject`: it fires before a `@Published`
/// property takes a new value. Subscribers are the view nodes holding the object.
@MainActor
public final class ObjectWillChangePublisher {
    // `@exclusivity(unchecked)`: read at every change; a handler that
    // subscribes or cancels changes it only after `send` has taken its copy.
    @exclusivity(unchecked) private var subscribers: [(id: Int, handler: @MainActor (ObjectChange) -> Void)] = []
    private var nextID = 0

    /// A publisher with no subscribers yet.
    public nonisolated init() {}

    /// Announces a change to every subscriber, in subscription order.
    public func send(_ change: ObjectChange) {
        for subscriber in subscribers { subscriber.handler(change) }
    }

    /// Announces a change without naming the property.
    public func send() {
        send(ObjectChange(objectType: "object", property: nil))
    }

    /// Calls `handler` on every change until the returned subscription is cancelled
    /// or released.
    public func subscribe(_ handler: @escaping @MainActor (ObjectChange) -> Void) -> Subscription {
        nextID += 1
        let id = nextID
        subscribers.append((id, handler))
        return Subscription { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }

    /// The number of live subscriptions.
    public var subscriberCount: Int { subscribers.count }
}
