/// Where in its owner's body a view is being resolved: the owning node, the
/// structural path (which gives child nodes their identity) and the environment.
@MainActor
struct ResolveContext {
    let owner: ViewNode
    var path: [PathComponent]
    var environment: EnvironmentValues
    /// Set by `.pane()`: the next view node created under it draws a frame.
    var wantsPane = false

    func appending(_ component: PathComponent) -> ResolveContext {
        var copy = self
        copy.path.append(component)
        return copy
    }

    /// Resolves `view`, placed at `component` below this context, into elements:
    /// primitives become elements, a user view becomes a child node.
    func resolve(_ view: any View, at component: PathComponent, into elements: inout [Element]) {
        let context = appending(component)
        if let primitive = view as? any PrimitiveView {
            primitive.makeElements(context, into: &elements)
        } else {
            elements.append(owner.graph.childElement(for: view, in: context))
        }
    }

    /// Resolves `view` into exactly one element (several are stacked vertically).
    func resolveOne(_ view: any View, at component: PathComponent) -> Element {
        var elements: [Element] = []
        resolve(view, at: component, into: &elements)
        return elements.count == 1
            ? elements[0] : StackElement(axis: .vertical, spacing: 0, alignment: .start, children: elements)
    }
}

/// One step of a view's structural identity.
enum PathComponent: Hashable {
    case index(Int)
    case branch(Bool)
    case type(ObjectIdentifier)
    case tag(AnyHashable)
}
