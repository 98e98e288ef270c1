/// An `ObservableObject` that a view (or the app) makes and owns, as SwiftUI's
/// `@StateObject`: made once, when the view first enters the tree, and kept
/// for the view's life however often its parent makes the view struct anew.
/// The view re-renders on every change the object announces.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: NodeBoundProperty {
    private let box: StateObjectBox<ObjectType>

    /// Makes the object with `thunk` the first time it is needed, once.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: box.object)
    }

    func bind(to node: ViewNode, label: String) {
        let key = label.hasPrefix("_") ? String(label.dropFirst()) : label
        if let kept = node.stateValues[key] as? ObjectType {
            box.adopt(kept)
        } else {
            node.stateValues[key] = box.object
        }
        node.observe(box.object, label: label)
    }
}

/// Makes a state object at most once.
@MainActor
final class StateObjectBox<ObjectType: AnyObject> {
    private var made: ObjectType?
    private let make: () -> ObjectType

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }

    /// Uses the object the node already keeps, without making another.
    func adopt(_ object: ObjectType) {
        made = object
    }
}
