import Observation

/// Names the property behind a change that Observation reports as a key path.
///
/// The `@Observable` macro turns stored properties into computed ones, whose key
/// paths print no name. The name is found once per key path among the stored
/// fields (`_counter`) of the observed objects a view holds: the one field whose
/// type matches, or else the one whose value equals the property's new value.
@MainActor
enum ObservedPropertyName {
    private static var cache: [AnyKeyPath: String] = [:]
    /// The whole description of each key path object met, found by its
    /// identity: every change of an `@Observable` is named, and naming it
    /// afresh (the type's name, a dynamic cast, hashing the key path) was about
    /// a fifth of the instructions of a one-pane update. The entry holds its key
    /// path, so the identity cannot be reused by another while it is there.
    private static var described: [ObjectIdentifier: (keyPath: AnyKeyPath, text: String)] = [:]
    /// Key paths made at run time (a generic type's) are objects of their own;
    /// past this many the table starts again rather than keep them all.
    private static let describedLimit = 1024
    /// The description given last, looked at before the table.
    private static var lastDescribed: (keyPath: AnyKeyPath, text: String)?

    /// `AppModel.counter`, or `AppModel` when the property cannot be named.
    /// `objects` is asked for only when the key path was never named before.
    static func describe(_ keyPath: AnyKeyPath?, among objects: @autoclosure () -> [AnyObject]) -> String {
        guard let keyPath else { return "observed value" }
        // The same property changes again and again (a field typed in).
        if let last = lastDescribed, last.keyPath === keyPath { return last.text }
        if let entry = described[ObjectIdentifier(keyPath)] {
            lastDescribed = entry
            return entry.text
        }
        let root = type(of: keyPath).rootType
        let text: String
        if let name = cache[keyPath] ?? find(keyPath, root: root, among: objects()) {
            cache[keyPath] = name
            text = "\(StateKit.typeName(root)).\(name)"
        } else {
            // Not named yet: another change may find it among other objects.
            return typeName(root)
        }
        if described.count >= describedLimit { described.removeAll() }
        described[ObjectIdentifier(keyPath)] = (keyPath, text)
        lastDescribed = (keyPath, text)
        return text
    }

    /// The names of the types whose properties could not be named, each
    /// written once: a binding to an object no view holds (a shared instance's,
    /// `Bindable(Model.shared).name`) is named so at every change.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    private static func typeName(_ type: Any.Type) -> String {
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = StateKit.typeName(type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    private static func find(_ keyPath: AnyKeyPath, root: Any.Type, among objects: [AnyObject]) -> String? {
        let valueType = type(of: keyPath).valueType
        for object in objects where type(of: object) == root {
            let fields = StoredLayout.withStorage(of: object) { storage in
                StoredLayouts[root].fields.compactMap { field -> (String, Any)? in
                    guard field.isReadable, field.label.hasPrefix("_"), !field.label.hasPrefix("_$"),
                        field.type == valueType
                    else { return nil }
                    return (String(field.label.dropFirst()), field.value(in: storage))
                }
            }
            if fields.count == 1 { return fields[0].0 }
            guard let current = value(of: object, at: keyPath) else { continue }
            let matching = fields.filter { AnyEquality.areEqual($0.1, current) }
            if matching.count == 1 { return matching[0].0 }
        }
        return nil
    }

    private static func value(of object: some AnyObject, at keyPath: AnyKeyPath) -> Any? {
        object[keyPath: keyPath]
    }
}
