/// A property of an `ObservableObject` that announces its changes.
///
/// Writing a value equal to the current one announces nothing.
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }
    }

    @MainActor
    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            if AnyEquality.areEqual(storage.value, newValue) { return }
            let publisher = storage.publisher ?? object.objectWillChange
            let change = ObjectChange(
                objectType: String(describing: Object.self),
                property: storage.propertyName(from: storageKeyPath))
            publisher.send(change)
            storage.value = newValue
        }
    }
}

/// The shared, mutable part of a `@Published` property.
final class PublishedStorage<Value> {
    var value: Value
    var publisher: ObjectWillChangePublisher?
    private var name: String?

    init(_ value: Value) {
        self.value = value
    }

    /// `counter` for the storage key path `\AppState._counter`.
    func propertyName(from storageKeyPath: AnyKeyPath) -> String {
        if let name { return name }
        let path = String(describing: storageKeyPath)
        var last = path.split(separator: ".").last.map(String.init) ?? path
        if last.hasPrefix("_") { last.removeFirst() }
        name = last
        return last
    }
}

/// What `ObservableObject`'s default publisher needs to see of a `@Published` storage.
protocol PublishedField {
    var publisher: ObjectWillChangePublisher? { get nonmutating set }
}

extension Published: PublishedField {
    var publisher: ObjectWillChangePublisher? {
        get { storage.publisher }
        nonmutating set { storage.publisher = newValue }
    }
}
