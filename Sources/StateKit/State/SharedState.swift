import Observation

/// A value a parent shares with the views below it, with the value children see
/// when no parent provides one (so a child works in isolation).
///
///     struct StepKey: SharedStateKey { static let defaultValue = 1 }
public protocol SharedStateKey {
    /// The type of the shared value.
    associatedtype Value: Equatable
    /// The value children see when no parent provides one.
    static var defaultValue: Value { get }
}

/// Where a shared value lives: an observable box, so each view depends on it only
/// if its body reads it.
@MainActor
final class SharedStateBox<Key: SharedStateKey>: Observable, ObservationNaming, StateBox {
    private let registrar = ObservationRegistrar()
    private var stored: Key.Value
    /// Kept: a generic key path written at each access would be instantiated
    /// at each access.
    private let valueKeyPath = \SharedStateBox<Key>.value

    init(_ value: Key.Value) {
        stored = value
    }

    var value: Key.Value {
        get {
            registrar.access(self, keyPath: valueKeyPath)
            return stored
        }
        set {
            guard newValue != stored else { return }
            registrar.withMutation(of: self, keyPath: valueKeyPath) { stored = newValue }
        }
    }

    nonisolated static var observationName: String { "shared \(Key.self)" }
    var boxedValue: Any { stored }
}

/// What a parent hands down with `.sharedState(_:)`: how to read the value and,
/// unless it is derived, how to write it back to the parent's storage.
@MainActor
public struct SharedStateSource<Key: SharedStateKey> {
    let box: SharedStateBox<Key>
    let read: @MainActor (Key.Value) -> Key.Value
    let write: (@MainActor (Key.Value) -> Key.Value)?
    /// What a derived value depends on besides the storage; `nil` for the value itself.
    let derivation: AnyHashable?

    var isDerived: Bool { derivation != nil }

    /// The same value, transformed for one subtree: `$step.derived { $0 * 10 }`.
    /// Children see the transformed value; their writes are ignored. When the
    /// transform depends on anything but the stored value, pass that as `id`
    /// (`$step.derived(id: factor) { $0 * factor }`): a new `id` reaches the
    /// children, the same `id` lets them be.
    public func derived(
        id: AnyHashable = "derived", _ transform: @escaping @MainActor (Key.Value) -> Key.Value
    ) -> SharedStateSource {
        let read = self.read
        return SharedStateSource(box: box, read: { transform(read($0)) }, write: nil, derivation: id)
    }

    var value: Key.Value {
        get { read(box.value) }
        nonmutating set {
            if let write { box.value = write(newValue) }
        }
    }
}

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
            node.hold(source.box)
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
        node.hold(local!)
    }
}

extension View {
    /// Hands `source` to this view and everything below it: children declaring
    /// `@ChildState<Key>` read (and, unless derived, write) the parent's value.
    /// Sibling subtrees can get different sources for the same key.
    @inlinable
    public func sharedState<Key: SharedStateKey>(_ source: SharedStateSource<Key>) -> some View {
        SharedStateModifier(content: self, source: source)
    }
}

/// The result of `.sharedState(_:)`.
@usableFromInline
struct SharedStateModifier<Content: View, Key: SharedStateKey>: View, PrimitiveView, TransparentView {
    let content: Content
    let source: SharedStateSource<Key>

    @usableFromInline
    init(content: Content, source: SharedStateSource<Key>) {
        self.content = content
        self.source = source
    }

    /// Shared values are handed down by StateKit.
    @usableFromInline
    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        inner.environment.insert(source)
        inner.resolve(content, at: .index(0), into: &elements)
    }
}
