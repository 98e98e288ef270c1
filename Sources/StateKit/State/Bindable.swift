import Observation

/// Makes bindings to the properties of an `@Observable` object:
/// `TabView(selection: Bindable(model).selectedTab)`.
@MainActor
@dynamicMemberLookup
public struct Bindable<Object: AnyObject & Observable> {
    public let object: Object

    public init(_ object: Object) {
        self.object = object
    }

    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>) -> Binding<Value> {
        // No snapshot: reading an @Observable property here would make the view
        // creating the binding depend on it.
        Binding(object, keyPath, snapshotting: false)
    }
}
