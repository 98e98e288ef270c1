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
        let objectType: AnyClass = type(of: object)
        let layout = StoredLayouts[objectType]
        StoredLayout.withStorage(of: object) { storage in
            for field in layout.fields where StateKitTypes.contains(field.type) {
                guard let published = field.type as? any PublishedField.Type else { continue }
                // `_counter` declared by `AppState`: writes announce `AppState.counter`.
                var property = field.label
                if property.hasPrefix("_") { property.removeFirst() }
                let change = ObjectChange(
                    objectType: PublishedNames.typeName(declaringClass(of: field, in: objectType)),
                    property: property.isEmpty ? nil : property)
                fields.append((load(published, at: storage + field.offset), change))
            }
        }
        if let existing = fields.lazy.compactMap(\.field.publisher).first { return existing }
        let publisher = ObservableObjectPublisher()
        for (field, change) in fields {
            field.publisher = publisher
            field.prepare(announcing: change)
        }
        return publisher
    }

    private static func load<Field: PublishedField>(_: Field.Type, at address: UnsafeRawPointer) -> any PublishedField {
        address.assumingMemoryBound(to: Field.self).pointee
    }

    /// The class in `objectType`'s ancestry that declares `field`: a class's
    /// layout lists its superclasses' fields first, so the declaring class is
    /// the furthest ancestor whose fields still reach past it.
    private static func declaringClass(of field: StoredField, in objectType: AnyClass) -> AnyClass {
        var declaring: AnyClass = objectType
        while let superclass = _getSuperclass(declaring),
            StoredLayouts[superclass].fields.contains(where: { $0.offset == field.offset && $0.label == field.label })
        {
            declaring = superclass
        }
        return declaring
    }
}
