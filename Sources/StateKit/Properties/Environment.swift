import Observation

/// A value of the environment, as SwiftUI's `@Environment`: by key path
/// (`@Environment(\.colorScheme)`, a key of the app's own), or an
/// `@Observable` object by its type (`@Environment(Model.self)`).
///
/// A view reading a value by key path is evaluated again when the value
/// changes above it, and only then; holding an object creates no dependency:
/// the view depends only on the properties its body reads.
@MainActor
@propertyWrapper
public struct Environment<Value>: NodeBoundProperty {
    private let source: EnvironmentSource<Value>

    /// The value at `keyPath` of the environment the view is in.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = EnvironmentSource(keyPath: keyPath)
    }

    /// The object of type `type` that an ancestor provided with `.environment(_:)`.
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        let link = ObjectLink<Value>(wrapper: "@Environment(\(Value.self).self)", modifier: ".environment(_:)")
        source = EnvironmentSource(object: link)
    }

    /// The value; for an object, the program ends with a message naming the
    /// view if no ancestor provided one.
    public var wrappedValue: Value { source.value }

    func bind(to node: ViewNode, label: String) {
        source.bind(to: node, label: label)
    }
}

/// Where an `@Environment` reads: a key path of its node's environment, or
/// an object found there by type. Made wherever the view is; read on the
/// main actor.
final class EnvironmentSource<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>?
    private let resolveObject: (@MainActor (ViewNode, String) -> Value)?
    private let object: (@MainActor () -> Value)?
    private weak var node: ViewNode?

    init(keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        resolveObject = nil
        object = nil
    }

    init(object link: ObjectLink<Value>) where Value: AnyObject {
        keyPath = nil
        resolveObject = { node, label in link.resolve(in: node, label: label) }
        object = { link.value }
    }

    /// Read from the node's environment as it is now: a value changed above
    /// reaches it without the view's inputs changing.
    @MainActor var value: Value {
        if let keyPath { return (node?.environment ?? EnvironmentValues())[keyPath: keyPath] }
        return object!()
    }

    @MainActor func bind(to node: ViewNode, label: String) {
        if let keyPath {
            self.node = node
            node.dependsOnEnvironment(EnvironmentReads.keys { _ = node.environment[keyPath: keyPath] })
        } else if let resolveObject {
            if let object = StoredLayout.object(resolveObject(node, label)) { node.hold(object) }
        }
    }
}
