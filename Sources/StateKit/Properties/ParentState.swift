/// A shared value owned by this view: stored in its node like `@State`, read and
/// written here, handed to subtrees with `.sharedState($value)`. Children's
/// writes land here.
@MainActor
@propertyWrapper
public struct ParentState<Key: SharedStateKey>: NodeBoundProperty {
    private let initialValue: Key.Value
    private let slot = SharedSlot<Key>()

    /// A shared value starting at `Key.defaultValue`.
    public init() {
        initialValue = Key.defaultValue
    }

    /// A shared value starting at `wrappedValue`.
    public init(wrappedValue: Key.Value) {
        initialValue = wrappedValue
    }

    /// The value, read and written here; children's writes land here too.
    public var wrappedValue: Key.Value {
        get { slot.box(initialValue).value }
        nonmutating set { slot.box(initialValue).value = newValue }
    }

    /// The source to hand down with `.sharedState(_:)`.
    public var projectedValue: SharedStateSource<Key> {
        SharedStateSource(box: slot.box(initialValue), read: { $0 }, write: { $0 }, derivation: nil)
    }

    func bind(to node: ViewNode, label: String) {
        slot.bindLocal(to: node, label: label, initialValue: initialValue)
    }
}
