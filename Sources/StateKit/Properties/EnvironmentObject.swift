/// An `ObservableObject` read from the environment by its type.
///
/// The view subscribes to the object when its node is created, whether or not its
/// body reads it, and re-renders on every change the object announces.
@MainActor
@propertyWrapper
public struct EnvironmentObject<Object: ObservableObject>: NodeBoundProperty {
    private let link = ObjectLink<Object>(wrapper: "@EnvironmentObject", modifier: ".environmentObject(_:)")

    /// The object of type `Object` that an ancestor provided with `.environmentObject(_:)`.
    public init() {}

    /// The object; the program ends with a message naming the view if no ancestor provided one.
    public var wrappedValue: Object { link.value }

    /// Bindings to the object's properties: `$appState.selectedTab`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an environment object.
    public typealias Wrapper = ObservedObject<Object>.Wrapper

    func bind(to node: ViewNode, label: String) {
        node.observe(link.resolve(in: node, label: label), label: label)
    }
}

/// Where an environment wrapper finds the object its node resolved; a missing
/// object ends the program with a message naming the view and the type.
@MainActor
final class ObjectLink<Object: AnyObject> {
    private(set) var object: Object?
    private var viewName = "A view"
    private var property = "a property"
    private let wrapper: String
    private let modifier: String

    nonisolated init(wrapper: String, modifier: String) {
        self.wrapper = wrapper
        self.modifier = modifier
    }

    var value: Object {
        guard let object else { missing() }
        return object
    }

    /// Finds the node's object of type `Object` in its environment.
    func resolve(in node: ViewNode, label: String) -> Object {
        guard let found = lookUp(in: node, label: label) else { missing() }
        return found
    }

    /// The node's object of type `Object`, or `nil` when none was provided.
    func lookUp(in node: ViewNode, label: String) -> Object? {
        viewName = node.name
        property = label.hasPrefix("_") ? String(label.dropFirst()) : label
        object = node.environment.object(of: Object.self)
        return object
    }

    private func missing() -> Never {
        StateKitFailure.raise(
            "\(viewName) declares \(wrapper) var \(property): \(Object.self), but no ancestor provided one "
                + "with \(modifier).")
    }
}
