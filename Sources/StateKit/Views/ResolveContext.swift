/// Where in its owner's body a view is being resolved: the owning node, the
/// structural path (which gives child nodes their identity) and the environment.
@MainActor
struct ResolveContext {
    let owner: ViewNode
    /// Shared by the whole resolution, which is depth first: each level pushes
    /// its step and pops it when done, so descending costs no copy.
    private let steps: StructuralPath
    var environment: EnvironmentValues
    /// Set by `.pane()`: the next view node created under it draws a frame.
    var wantsPane = false

    /// `steps` must be empty; resolutions never overlap (children are evaluated
    /// after their parent's resolution), so one path serves them all.
    init(owner: ViewNode, environment: EnvironmentValues, steps: StructuralPath) {
        precondition(steps.components.isEmpty, "resolutions overlap")
        self.owner = owner
        self.steps = steps
        self.environment = environment
    }

    /// Where the view being resolved stands in its owner's body.
    var path: [PathComponent] { steps.components }

    /// The path of a view placed at `component` below this one.
    func path(appending component: PathComponent) -> [PathComponent] {
        steps.components + [component]
    }

    /// Resolves `view`, placed at `component` below this context, into elements:
    /// primitives become elements, a user view becomes a child node.
    func resolve<V: View>(_ view: V, at component: PathComponent, into elements: inout [Element]) {
        steps.push(component)
        defer { steps.pop() }
        if let resolve = PrimitiveDispatch.resolver(for: V.self).resolve {
            var context = self
            // A pending `.pane()` passes through wrappers only, not into stacks.
            if wantsPane && !(view is any TransparentView) { context.wantsPane = false }
            withUnsafePointer(to: view) { resolve(UnsafeRawPointer($0), context, &elements) }
        } else {
            elements.append(owner.graph.childElement(for: view, in: self))
        }
    }

    /// Runs `resolve` with this context standing again where it stood in its
    /// owner's body: `path`, kept from the evaluation. A lazy list makes its
    /// rows this way, during layout, as they come into view.
    func resuming(at path: [PathComponent], _ resolve: (ResolveContext) -> Void) {
        precondition(steps.components.isEmpty, "resolutions overlap")
        for component in path { steps.push(component) }
        defer { for _ in path { steps.pop() } }
        resolve(self)
    }

    /// Resolves `view` into exactly one element (several are stacked vertically).
    func resolveOne<V: View>(_ view: V, at component: PathComponent) -> Element {
        var elements: [Element] = []
        resolve(view, at: component, into: &elements)
        return elements.count == 1
            ? elements[0] : StackElement(axis: .vertical, spacing: 0, alignment: .start, children: elements)
    }
}

/// The steps from a body's root to the view being resolved.
@MainActor
final class StructuralPath {
    private(set) var components: [PathComponent] = []

    func push(_ component: PathComponent) { components.append(component) }
    func pop() { components.removeLast() }
}

/// One step of a view's structural identity.
enum PathComponent: Hashable {
    case index(Int)
    case branch(Bool)
    case type(ObjectIdentifier)
    case tag(AnyHashable)
    /// A row of a list: which part of the list's content made it and its id there.
    case row(segment: Int, id: AnyHashable)
}
