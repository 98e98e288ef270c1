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

/// Where a shared value lives: a box that keeps the scopes that read it
/// (`ScopeReads`), so each view depends on it only if its body reads it.
@MainActor
final class SharedStateBox<Key: SharedStateKey>: StateBox {
    // `@exclusivity(unchecked)`: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private var readers = ScopeReaders()
    @exclusivity(unchecked) private var stored: Key.Value

    init(_ value: Key.Value) {
        stored = value
    }

    var value: Key.Value {
        get {
            readers.noteRead()
            return stored
        }
        set {
            guard newValue != stored else { return }
            stored = newValue
            guard let changed = readers.takeForChange(of: Self.changeName) else { return }
            ScopeReaders.tell(changed, cause: .observed(Self.changeName))
        }
    }

    /// How its changes are named in reasons: `shared StepKey`.
    static var changeName: String { "shared \(Key.self)" }
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
