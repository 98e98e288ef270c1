/// An `ObservableObject` handed to a view as a stored property, as SwiftUI's
/// `@ObservedObject`: the view subscribes to it and re-renders on every change
/// it announces. A parent passing a different object counts as new input.
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: NodeBoundProperty, ComparableInput {
    /// The object.
    public let wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @MainActor
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Value>) -> Binding<Value> {
            Binding(object, keyPath)
        }
    }

    func bind(to node: ViewNode, label: String) {
        node.observe(wrappedValue, label: label)
    }

    func isSameInput(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }

    /// A different object is new input, though the node holds the wrapper.
    func isSameInput(as other: Any, depth: Int) -> Bool { isSameInput(as: other) }
}
