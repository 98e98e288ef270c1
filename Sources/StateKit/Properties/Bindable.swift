import Observation

/// Makes bindings to the properties of an `@Observable` object, as SwiftUI's
/// `@Bindable`: as a property wrapper (`@Bindable var model: Model`, then
/// `$model.name`) or inline (`Bindable(model).name`). Making a binding reads
/// nothing, so the view making it does not depend on the property.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to the object's properties.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the object's properties.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Itself: `$model.name` is a binding.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        // No snapshot: reading an @Observable property here would make the view
        // creating the binding depend on it.
        Binding(wrappedValue, keyPath, snapshotting: false)
    }
}

extension Bindable: NodeBoundProperty {
    /// Another object is new input: the view is evaluated again for it.
    func isSameInput(as other: Any, depth: Int) -> Bool {
        (other as? Bindable<Value>)?.wrappedValue === wrappedValue
    }

    /// The node holds the object, so that a change made through one of these
    /// bindings is named by its property (`Model.name changed`), and named
    /// once: the name of a property of an object no view holds is looked for
    /// again at each change.
    func bind(to node: ViewNode, label: String) {
        node.hold(wrappedValue)
    }
}
