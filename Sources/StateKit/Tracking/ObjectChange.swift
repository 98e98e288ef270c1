/// What changed in an observable object: its type and, where known, the property.
package struct ObjectChange: Sendable, Hashable, CustomStringConvertible {
    /// The object's type name: `CounterState`.
    package let objectType: String
    /// The property that changed (`counter`), or `nil` when unknown.
    package let property: String?

    /// A change of `property` (`nil` when unknown) in an object of type `objectType`.
    package init(objectType: String, property: String?) {
        self.objectType = objectType
        self.property = property
    }

    /// `CounterState.counter`, or just `CounterState` when the property is unknown.
    package var description: String {
        property.map { "\(objectType).\($0)" } ?? objectType
    }
}
