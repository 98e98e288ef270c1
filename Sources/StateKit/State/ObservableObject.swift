/// A class whose changes views can observe, spelled as in SwiftUI.
///
/// Its `@Published` properties announce every change through `objectWillChange`.
/// A view holding it as `@EnvironmentObject` re-renders on *any* such change,
/// whether or not its body reads the property: that is SwiftUI's behaviour, and
/// the pitfall that slicing state into several objects avoids.
@MainActor
public protocol ObservableObject: AnyObject {
    /// Fires before any `@Published` property of the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject {
    /// One publisher shared by all `@Published` properties of the object; an
    /// object without any returns a publisher that never fires.
    public var objectWillChange: ObjectWillChangePublisher {
        PublishedFields.sharedPublisher(of: self)
    }
}

/// Finds the `@Published` storages of an object and gives them one shared publisher.
@MainActor
enum PublishedFields {
    static func sharedPublisher(of object: AnyObject) -> ObjectWillChangePublisher {
        var fields: [any PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let field = child.value as? any PublishedField { fields.append(field) }
            }
            mirror = current.superclassMirror
        }
        if let existing = fields.lazy.compactMap(\.publisher).first { return existing }
        let publisher = ObjectWillChangePublisher()
        for field in fields { field.publisher = publisher }
        return publisher
    }
}
