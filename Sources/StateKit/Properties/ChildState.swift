/// A shared value read from the nearest parent that provides `Key`, or kept
/// locally (starting at `Key.defaultValue`) when none does. Writes go to the
/// parent's storage; every view reading the value updates.
@MainActor
@propertyWrapper
public struct ChildState<Key: SharedStateKey>: NodeBoundProperty {
    private let slot = SharedSlot<Key>()

    /// The value of `Key` from the nearest parent that provides one.
    public init() {}

    /// The parent's value, or the local one when no parent provides `Key`. Writes go
    /// where the value is kept; a derived value ignores them.
    public var wrappedValue: Key.Value {
        get { slot.source?.value ?? slot.box(Key.defaultValue).value }
        nonmutating set {
            if let source = slot.source {
                source.value = newValue
            } else {
                slot.box(Key.defaultValue).value = newValue
            }
        }
    }

    /// A binding that reads and writes the shared value as this property does.
    public var projectedValue: Binding<Key.Value> {
        let state = self
        return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
    }

    func bind(to node: ViewNode, label: String) {
        if let source = node.environment.sharedSource(for: Key.self) {
            slot.source = source
        } else {
            slot.source = nil
            slot.bindLocal(to: node, label: label, initialValue: Key.defaultValue)
        }
    }
}

/// Where a `ParentState` or `ChildState` finds its storage once bound.
@MainActor
final class SharedSlot<Key: SharedStateKey> {
    var source: SharedStateSource<Key>?
    private var local: SharedStateBox<Key>?

    nonisolated init() {}

    func box(_ initialValue: Key.Value) -> SharedStateBox<Key> {
        if let local { return local }
        let box = SharedStateBox<Key>(initialValue)
        local = box
        return box
    }

    func bindLocal(to node: ViewNode, label: String, initialValue: Key.Value) {
        let key = label.hasPrefix("_") ? String(label.dropFirst()) : label
        if let stored = node.stateValues[key] as? SharedStateBox<Key> {
            local = stored
        } else {
            let box = local ?? SharedStateBox<Key>(initialValue)
            node.stateValues[key] = box
            local = box
        }
    }
}
