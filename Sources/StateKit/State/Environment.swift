import Observation

/// An `@Observable` object read from the environment by its type, as SwiftUI's
/// `@Environment(Model.self)`. Holding it creates no dependency: the view depends
/// only on the properties its body reads.
@MainActor
@propertyWrapper
public struct Environment<Object: AnyObject & Observable>: NodeBoundProperty {
    private let link = ObjectLink<Object>()

    public init(_ type: Object.Type) {}

    public var wrappedValue: Object {
        guard let object = link.object else {
            StateKitFailure.raise(
                "\(link.viewName) reads @Environment(\(Object.self).self), but no ancestor provided one "
                    + "with .environment(_:).")
        }
        return object
    }

    func bind(to node: ViewNode, label: String) {
        link.viewName = node.name
        guard let object = node.environment.object(of: Object.self) else {
            StateKitFailure.raise(
                "\(node.name) declares @Environment(\(Object.self).self) var \(label.dropFirst()), "
                    + "but no ancestor provided one with .environment(_:).")
        }
        link.object = object
        node.hold(object)
    }
}
