/// A property of an `ObservableObject` that announces its changes.
///
/// Writing a value equal to the current one announces nothing.
@propertyWrapper
public struct Published<Value> {
    @usableFromInline let storage: PublishedStorage<Value>

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    /// `$property`: a publisher of the property's values, as Combine's. It
    /// delivers the current value to each new subscriber, then every new
    /// value as it is written, before the property holds it. A write of an
    /// equal value announces nothing here either.
    public var projectedValue: Publisher { Publisher(storage: storage) }

    /// The publisher of a `@Published` property's values.
    public struct Publisher: OpenCombine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        /// Delivers the current value to `subscriber`, then each new one.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.valuesSubject().receive(subscriber: subscriber)
        }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }
    }

    /// Inlinable: inlined into the property's accessors, where the key path
    /// is a literal, the compiler reads the storage directly instead of
    /// interpreting the key path at run time at every read and write.
    @MainActor @inlinable
    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set { object[keyPath: storageKeyPath].storage.set(newValue, of: object, storageKeyPath) }
    }
}

/// The shared, mutable part of a `@Published` property.
@usableFromInline
final class PublishedStorage<Value> {
    // `@exclusivity(unchecked)`: read and written at every change and every
    // body's read, never while another access to them is under way (the
    // subscribers hear of a change before the value is written).
    @exclusivity(unchecked) @usableFromInline var value: Value
    @exclusivity(unchecked) var publisher: ObservableObjectPublisher?
    /// The values' subject of `$property`, made when first subscribed to: a
    /// property nobody subscribes to pays one check per write.
    @exclusivity(unchecked) private var values: CurrentValueSubject<Value, Never>?
    /// What every write announces: named when the object's publisher is made
    /// (or on the first write), since a property belongs to one object for its
    /// whole life.
    private var announcedChange: ObjectChange?
    /// `==` for `Value`, if it has one: found once, not looked up on every write.
    @MainActor lazy var comparer: EqualityComparer<Value>? = EqualityComparer.shared(for: Value.self)

    init(_ value: Value) {
        self.value = value
    }

    /// Writes `newValue`, announcing it first on `object`'s publisher unless it
    /// equals the current value.
    @MainActor @usableFromInline
    func set<Object: ObservableObject>(
        _ newValue: Value, of object: Object, _ storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) {
        if let comparer, comparer.areEqual(value, newValue) { return }
        let publisher = publisher ?? object.objectWillChange
        publisher.send(change(of: Object.self, storageKeyPath))
        if let values { values.send(newValue) }
        value = newValue
    }

    /// The subject `$property` delivers from, made at the first subscription.
    func valuesSubject() -> CurrentValueSubject<Value, Never> {
        if let values { return values }
        let subject = CurrentValueSubject<Value, Never>(value)
        values = subject
        return subject
    }

    /// Gets the first write ready in advance: it then costs what any other does,
    /// so an update of an object never written before is no slower.
    @MainActor
    func prepare(announcing change: ObjectChange) {
        announcedChange = change
        _ = comparer
    }

    @MainActor
    func change(of objectType: Any.Type, _ storageKeyPath: AnyKeyPath) -> ObjectChange {
        if let announcedChange { return announcedChange }
        let change = ObjectChange(
            objectType: PublishedNames.typeName(objectType), property: PublishedNames.property(storageKeyPath))
        announcedChange = change
        return change
    }
}

/// Names for change reasons, worked out once per type and per property (the
/// same for every instance), not on every write.
@MainActor
enum PublishedNames {
    private static var types: [ObjectIdentifier: String] = [:]
    private static var properties: [AnyKeyPath: String] = [:]

    static func typeName(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = types[key] { return name }
        let name = StateKit.typeName(type)
        types[key] = name
        return name
    }

    /// `counter` for the storage key path `\AppState._counter`.
    static func property(_ storageKeyPath: AnyKeyPath) -> String {
        if let name = properties[storageKeyPath] { return name }
        let path = String(describing: storageKeyPath)
        var name = path.split(separator: ".").last.map(String.init) ?? path
        if name.hasPrefix("_") { name.removeFirst() }
        properties[storageKeyPath] = name
        return name
    }
}

/// What `ObservableObject`'s default publisher needs to see of a `@Published` storage.
protocol PublishedField {
    var publisher: ObservableObjectPublisher? { get nonmutating set }
    @MainActor func prepare(announcing change: ObjectChange)
}

extension Published: PublishedField {
    var publisher: ObservableObjectPublisher? {
        get { storage.publisher }
        nonmutating set { storage.publisher = newValue }
    }

    @MainActor func prepare(announcing change: ObjectChange) {
        storage.prepare(announcing: change)
    }
}
