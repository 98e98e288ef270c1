/// A value that follows the keyboard focus, as SwiftUI's `@FocusState`: with
/// `Bool`, whether the control tied to it by `.focused($flag)` has the focus;
/// with an optional `Hashable`, which of the controls tied by
/// `.focused($field, equals: value)` has it, `nil` for none. The user moving
/// the focus writes it; writing it moves the focus (to nowhere for `false` or
/// `nil`) once the views are up to date.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: NodeBoundProperty {
    private let initialValue: Value
    private let slot = FocusStateSlot<Value>()

    /// A flag: whether the control tied to it has the focus.
    public init() where Value == Bool {
        initialValue = false
    }

    /// Which of the controls tied to it has the focus; `nil` for none.
    public init<T: Hashable>() where Value == T? {
        initialValue = nil
    }

    /// The value: read in a body, it makes the body depend on it.
    public var wrappedValue: Value {
        get { slot.storage?.value ?? initialValue }
        nonmutating set { slot.write(newValue) }
    }

    /// The binding that `.focused` takes and a child's
    /// `@FocusState.Binding` receives.
    public var projectedValue: Binding {
        Binding(slot: slot, initialValue: initialValue)
    }

    func bind(to node: ViewNode, label: String) {
        slot.storage = StateStorage.inNode(node, label: label, initialValue: initialValue)
        slot.graph = node.graph
    }

    /// A `@FocusState` handed to another view, or to `.focused`.
    @MainActor
    @propertyWrapper
    public struct Binding {
        let slot: FocusStateSlot<Value>
        let initialValue: Value

        /// The state's value: writing it moves the focus.
        public var wrappedValue: Value {
            get { slot.storage?.value ?? initialValue }
            nonmutating set { slot.write(newValue) }
        }

        /// The binding itself, so that `$value` hands it on.
        public var projectedValue: Binding { self }
    }
}

/// Where a `@FocusState` finds its storage and graph once bound.
@MainActor
final class FocusStateSlot<Value: Hashable> {
    var storage: StateStorage<Value>?
    weak var graph: ViewGraph?
    nonisolated init() {}

    /// Writes the value; a write by the app (not by the focus moving) asks
    /// the graph to move the focus after it.
    func write(_ value: Value) {
        guard let storage else { return }
        storage.value = value
        if !FocusStateWrite.isFollowingFocus { graph?.focus.stateWrites.insert(ObjectIdentifier(storage)) }
    }

    var identity: ObjectIdentifier { storage.map(ObjectIdentifier.init) ?? ObjectIdentifier(self) }
}
