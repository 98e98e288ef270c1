/// A class whose changes views can observe, spelled as in SwiftUI.
///
/// Its `@Published` properties announce every change through `objectWillChange`.
/// A view holding it as `@EnvironmentObject` re-renders on *any* such change,
/// whether or not its body reads the property: that is SwiftUI's behaviour, and
/// the pitfall that slicing state into several objects avoids.
@MainActor
public protocol ObservableObject: AnyObject {
    /// Fires before any `@Published` property of the object changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// One publisher shared by all `@Published` properties of the object; an
    /// object without any returns a publisher that never fires.
    public var objectWillChange: ObservableObjectPublisher {
        PublishedFields.sharedPublisher(of: self)
    }
}

/// Finds the `@Published` storages of an object and gives them one shared publisher.
@MainActor
enum PublishedFields {
    static func sharedPublisher(of object: AnyObject) -> ObservableObjectPublisher {
        var fields: [(field: any PublishedField, change: ObjectChange)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let field = child.value as? any PublishedField else { continue }
                // `_counter` declared by `AppState`: writes announce `AppState.counter`.
                var property = child.label ?? ""
                if property.hasPrefix("_") { property.removeFirst() }
                let change = ObjectChange(
                    objectType: PublishedNames.typeName(current.subjectType),
                    property: property.isEmpty ? nil : property)
                fields.append((field, change))
            }
            mirror = current.superclassMirror
        }
        if let existing = fields.lazy.compactMap(\.field.publisher).first { return existing }
        let publisher = ObservableObjectPublisher()
        for (field, change) in fields {
            field.publisher = publisher
            field.prepare(announcing: change)
        }
        return publisher
    }
}
