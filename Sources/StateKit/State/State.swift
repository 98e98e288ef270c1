/// A value owned by the view node that declares it, kept across re-renders.
/// Writing it re-renders that node only.
@MainActor
@propertyWrapper
public struct State<Value>: NodeBoundProperty {
    private let initialValue: Value
    private let slot = StateSlot()

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    public var wrappedValue: Value {
        get {
            guard let node = slot.node, let value = node.stateValues[slot.key] as? Value else {
                return initialValue
            }
            return value
        }
        nonmutating set {
            guard let node = slot.node else { return }
            if let old = node.stateValues[slot.key] as? Value, let isEqual = EqualityComparer.comparer(for: Value.self),
                isEqual(old, newValue)
            {
                return
            }
            node.stateValues[slot.key] = newValue
            node.invalidate(because: .state(slot.key))
        }
    }

    /// A binding whose writes land in this node's storage.
    public var projectedValue: Binding<Value> {
        let state = self
        let location = Pair(slot.node.map(ObjectIdentifier.init) ?? ObjectIdentifier(slot), slot.key)
        return Binding(location: location, get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
    }

    func bind(to node: ViewNode, label: String) {
        let key = label.hasPrefix("_") ? String(label.dropFirst()) : label
        slot.node = node
        slot.key = key
        if node.stateValues[key] == nil { node.stateValues[key] = initialValue }
    }
}

/// Where a `@State` finds its node's storage once the node has bound it.
@MainActor
final class StateSlot {
    weak var node: ViewNode?
    var key = ""
    nonisolated init() {}
}
