/// A read-write reference to a value owned elsewhere: writes go to the owner.
///
/// Created from `$state`, from `$object.property` of an `@EnvironmentObject`, or
/// from `Bindable(model).property`. A binding remembers the value it saw when it
/// was made, so a child view receiving it re-renders when that value changes.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) -> Void
    /// Where the value lives, when known: two bindings to one place compare equal.
    let location: AnyHashable?
    /// The value at creation, compared when deciding whether a child's inputs changed.
    let snapshot: Value?

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.read = get
        self.write = set
        self.location = nil
        self.snapshot = nil
    }

    /// With `snapshotting`, the binding keeps the value it sees now; leave it out
    /// when reading would make the creating view depend on the value (an
    /// `@Observable` property): the child then depends on what it reads itself.
    init(
        location: AnyHashable, snapshotting: Bool = true, get: @escaping @MainActor () -> Value,
        set: @escaping @MainActor (Value) -> Void
    ) {
        self.read = get
        self.write = set
        self.location = location
        self.snapshot = snapshotting ? get() : nil
    }

    /// A binding to a property of an object, located by the object and the key path.
    init<Object: AnyObject>(
        _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>, snapshotting: Bool = true
    ) {
        self.init(
            location: Pair(ObjectIdentifier(object), keyPath: keyPath), snapshotting: snapshotting,
            get: { object[keyPath: keyPath] },
            set: { object[keyPath: keyPath] = $0 })
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding {
        Binding(get: { value }, set: { _ in })
    }

    /// The value: reads and writes go to its owner.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, so that `$value` hands it on.
    public var projectedValue: Binding<Value> { self }

    /// The same binding: lets a `@Binding` parameter be passed `$value`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a part of the value.
    public subscript<Part>(dynamicMember keyPath: WritableKeyPath<Value, Part>) -> Binding<Part> {
        let parent = self
        let get: @MainActor () -> Part = { parent.read()[keyPath: keyPath] }
        let set: @MainActor (Part) -> Void = { part in
            var whole = parent.read()
            whole[keyPath: keyPath] = part
            parent.write(whole)
        }
        guard let location else { return Binding<Part>(get: get, set: set) }
        return Binding<Part>(
            location: Pair(location, keyPath: keyPath), snapshotting: snapshot != nil, get: get, set: set)
    }
}

/// Two hashable parts as one location.
struct Pair: Hashable {
    let first: AnyHashable
    let second: AnyHashable
    init(_ first: AnyHashable, _ second: AnyHashable) {
        self.first = first
        self.second = second
    }

    /// A part reached by `keyPath` from `first`. The key path goes in a box of
    /// one type: made `AnyHashable` itself, each key path's type (one per root
    /// and value) would be asked once whether it has a custom representation,
    /// and a first question scans every conformance (see `typeName(_:)`).
    init(_ first: AnyHashable, keyPath: AnyKeyPath) {
        self.init(first, KeyPathPart(keyPath: keyPath))
    }
}

/// A key path as a location's part (see `Pair.init(_:keyPath:)`).
private struct KeyPathPart: Hashable {
    let keyPath: AnyKeyPath
}

extension Binding: ComparableInput {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let location, location == other.location else {
            return false
        }
        switch (snapshot, other.snapshot) {
        case (nil, nil): return true
        case (let mine?, let theirs?): return AnyEquality.compare(mine, theirs) ?? false
        default: return false
        }
    }
}
