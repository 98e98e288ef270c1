/// An `ObservableObject` from the environment that may be missing: `nil` when no
/// ancestor provided one, for views that work with or without it. When present,
/// it is subscribed like `@EnvironmentObject`.
@MainActor
@propertyWrapper
public struct OptionalEnvironmentObject<Object: ObservableObject>: NodeBoundProperty {
    private let link = ObjectLink<Object>(wrapper: "@OptionalEnvironmentObject", modifier: ".environmentObject(_:)")

    /// The object of type `Object` that an ancestor provided, if any.
    public init() {}

    /// The object, or `nil` when no ancestor provided one.
    public var wrappedValue: Object? { link.object }

    func bind(to node: ViewNode, label: String) {
        if let object = link.lookUp(in: node, label: label) { node.observe(object, label: label) }
    }
}
