import Observation

/// An `@Observable` object read from the environment by its type, as SwiftUI's
/// `@Environment(Model.self)`. Holding it creates no dependency: the view depends
/// only on the properties its body reads.
@MainActor
@propertyWrapper
public struct Environment<Object: AnyObject & Observable>: NodeBoundProperty {
    private let link = ObjectLink<Object>(wrapper: "@Environment(\(Object.self).self)", modifier: ".environment(_:)")

    /// The object of type `type` that an ancestor provided with `.environment(_:)`.
    public init(_ type: Object.Type) {}

    /// The object; the program ends with a message naming the view if no ancestor provided one.
    public var wrappedValue: Object { link.value }

    func bind(to node: ViewNode, label: String) {
        node.hold(link.resolve(in: node, label: label))
    }
}
