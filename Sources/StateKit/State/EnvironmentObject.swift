/// An `ObservableObject` read from the environment by its type.
///
/// The view subscribes to the object when its node is created, whether or not its
/// body reads it, and re-renders on every change the object announces.
@MainActor
@propertyWrapper
public struct EnvironmentObject<Object: ObservableObject>: NodeBoundProperty {
    private let link = ObjectLink<Object>()

    public init() {}

    public var wrappedValue: Object {
        guard let object = link.object else {
            StateKitFailure.raise(
                "\(link.viewName) reads @EnvironmentObject \(Object.self), but no ancestor provided one "
                    + "with .environmentObject(_:).")
        }
        return object
    }

    /// Bindings to the object's properties: `$appState.selectedTab`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an environment object.
    @MainActor
    @dynamicMemberLookup
    public struct Wrapper {
        let object: Object

        public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>) -> Binding<Value> {
            let object = self.object
            return Binding(
                location: Pair(ObjectIdentifier(object), keyPath),
                get: { object[keyPath: keyPath] },
                set: { object[keyPath: keyPath] = $0 })
        }
    }

    func bind(to node: ViewNode, label: String) {
        link.viewName = node.name
        guard let object = node.environment.object(of: Object.self) else {
            StateKitFailure.raise(
                "\(node.name) declares @EnvironmentObject var \(label.dropFirst()): \(Object.self), "
                    + "but no ancestor provided one with .environmentObject(_:).")
        }
        link.object = object
        node.observe(object)
    }
}

/// Where a wrapper finds the object its node resolved.
@MainActor
final class ObjectLink<Object: AnyObject> {
    var object: Object?
    var viewName = "A view"
    nonisolated init() {}
}
