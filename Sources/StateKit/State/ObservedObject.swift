/// An `ObservableObject` handed to a view as a stored property, as SwiftUI's
/// `@ObservedObject`: the view subscribes to it and re-renders on every change
/// it announces. A parent passing a different object counts as new input.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<Object: ObservableObject>: NodeBoundProperty, ComparableInput {
    public let wrappedValue: Object

    public init(wrappedValue: Object) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<Object> { self }

    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>) -> Binding<Value> {
        Binding(wrappedValue, keyPath)
    }

    func bind(to node: ViewNode, label: String) {
        node.observe(wrappedValue)
    }

    func isSameInput(as other: Any) -> Bool {
        (other as? ObservedObject<Object>)?.wrappedValue === wrappedValue
    }
}
