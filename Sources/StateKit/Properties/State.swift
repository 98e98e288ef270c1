import Observation

/// A value owned by the view node that declares it, kept for the node's life
/// across re-renders, as SwiftUI's `@State`.
///
/// It is tracked by reads: a body that reads the value depends on it; a body
/// that only hands `$value` on does not. A write re-evaluates the readers: the
/// owner if its body read it, a child or a control that read it through the
/// binding.
@MainActor
@propertyWrapper
public struct State<Value>: NodeBoundProperty {
    private let initialValue: Value
    private let slot = StateSlot<Value>()

    /// A state starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    /// A state starting at `initialValue`.
    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// The value; read in a body, it makes the body depend on it. Before the
    /// view is in the tree, reads give the initial value and writes are lost.
    public var wrappedValue: Value {
        get { slot.storage?.value ?? initialValue }
        nonmutating set { slot.storage?.value = newValue }
    }

    /// A binding whose writes land in this node's storage. Making it reads
    /// nothing, so handing `$value` to a child creates no dependency.
    public var projectedValue: Binding<Value> {
        let state = self
        let location: AnyHashable = slot.storage.map { ObjectIdentifier($0) } ?? ObjectIdentifier(slot)
        return Binding(
            location: location, snapshotting: false, get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
    }

    func bind(to node: ViewNode, label: String) {
        slot.storage = StateStorage.inNode(node, label: label, initialValue: initialValue)
    }
}

/// Where a `@State` finds its node's storage once the node has bound it.
/// A strong reference: the storage holds nothing of the view or its node, so
/// there is no cycle, and a weak one would give every storage a side table
/// that each read goes through.
@MainActor
final class StateSlot<Value> {
    // `@exclusivity(unchecked)`: see ARCHITECTURE.md, "Unchecked exclusivity";
    // read at each read of the state, set only as the node binds it.
    @exclusivity(unchecked) var storage: StateStorage<Value>?
    nonisolated init() {}
}

/// The storage of one `@State` in its node, tracked by reads so that exactly
/// the bodies that read it depend on it (`ScopeReads`). Writes of an equal
/// value are skipped.
@MainActor
final class StateStorage<Value>: StateBox, StateMutationSource, StateReadersCounting {
    // `@exclusivity(unchecked)`: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private var readers = ScopeReaders()
    @exclusivity(unchecked) private var stored: Value
    private let comparer: EqualityComparer<Value>?
    /// The node that declares the state, and the property's name (`count`).
    /// An identifier, not a weak reference: a weak one would give every node
    /// with a `@State` a side table that each of its retains goes through.
    let ownerID: ObjectIdentifier
    let name: String

    init(_ value: Value, owner: ViewNode, name: String) {
        stored = value
        ownerID = ObjectIdentifier(owner)
        self.name = name
        comparer = EqualityComparer.shared(for: Value.self)
    }

    var value: Value {
        get {
            readers.noteRead()
            return stored
        }
        set {
            if let comparer, comparer.areEqual(stored, newValue) { return }
            stored = newValue
            guard let changed = readers.takeForChange(of: "@State \(name)") else { return }
            StateMutation.current = self
            defer { StateMutation.current = nil }
            ScopeReaders.tell(changed)
        }
    }

    var boxedValue: Any { stored }

    var readerCount: Int { readers.count }

    /// The storage of the property `label` (`_count`) in `node`, made with
    /// `initialValue` the first time the node binds it.
    static func inNode(_ node: ViewNode, label: String, initialValue: Value) -> StateStorage<Value> {
        let key = label.hasPrefix("_") ? String(label.dropFirst()) : label
        if let storage = node.stateValues[key] as? StateStorage<Value> { return storage }
        let storage = StateStorage(initialValue, owner: node, name: key)
        node.stateValues[key] = storage
        return storage
    }
}
