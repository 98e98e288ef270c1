/// Where in its owner's body a view is being resolved: the owning node, the
/// structural path (which gives child nodes their identity), the environment,
/// and the elements the previous evaluation made there, to update in place.
@MainActor
struct ResolveContext {
    let owner: ViewNode
    /// Shared by the whole resolution, which is depth first: each step and
    /// level is pushed and popped when done, so descending costs no copy.
    private let steps: ResolutionStack
    var environment: EnvironmentValues
    /// Set by `.pane()`: the next view node created under it draws a frame.
    var wantsPane = false

    /// `steps` must be empty; resolutions never overlap (children are evaluated
    /// after their parent's resolution), so one stack serves them all.
    init(owner: ViewNode, environment: EnvironmentValues, steps: ResolutionStack) {
        precondition(steps.isIdle, "resolutions overlap")
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
    /// `elements` is the array of the level being resolved (see
    /// `beginLevel(replacing:)`), whose elements at the same indices in the
    /// previous evaluation may be updated in place.
    func resolve<V: View>(_ view: V, at component: PathComponent, into elements: inout [Element]) {
        steps.push(component)
        defer { steps.pop() }
        if let primitive = PrimitiveDispatch.kind(of: V.self).primitive {
            // A pending `.pane()` passes through wrappers only, not into stacks.
            if wantsPane && !(view is any TransparentView) {
                var context = self
                context.wantsPane = false
                PrimitiveDispatch.makeElements(as: primitive, of: view, context, into: &elements)
            } else {
                PrimitiveDispatch.makeElements(as: primitive, of: view, self, into: &elements)
            }
        } else {
            elements.append(owner.graph.childElement(for: view, in: self))
        }
    }

    /// Runs `resolve` with this context standing again where it stood in its
    /// owner's body: `path`, kept from the evaluation. A lazy list makes its
    /// rows this way, during layout, as they come into view.
    func resuming(at path: [PathComponent], _ resolve: (ResolveContext) -> Void) {
        precondition(steps.isIdle, "resolutions overlap")
        for component in path { steps.push(component) }
        steps.beginLevel(.none)
        defer {
            steps.endLevel()
            for _ in path { steps.pop() }
        }
        resolve(self)
    }

    /// Resolves `view` into exactly one element (several are stacked
    /// vertically); `old`, the one it stands in place of, may be updated.
    func resolveOne<V: View>(_ view: V, at component: PathComponent, replacing old: Element? = nil) -> Element {
        var elements = steps.takeScratch()
        // A group made here stands for its elements, one level: they are what
        // the new elements take the place of.
        var group: StackElement?
        if let stack = old as? StackElement, stack.groupsOneView { group = stack }
        if let group {
            steps.beginLevel(.all(group.children))
        } else if let old {
            steps.beginLevel(.one(old))
        } else {
            steps.beginLevel(.none)
        }
        resolve(view, at: component, into: &elements)
        steps.endLevel()
        let one: Element
        if elements.count == 1 {
            one = elements[0]
        } else if let group {
            group.regroup(elements)
            one = group
        } else {
            one = StackElement(axis: .vertical, spacing: 0, alignment: .start, children: elements, groupsOneView: true)
        }
        steps.giveBackScratch(&elements)
        return one
    }

    /// Resolves `view`, placed at `component`, into elements of a new level
    /// of their own (a container's children made afresh): every element it
    /// stands for, several views' included.
    func resolveLevel<V: View>(_ view: V, at component: PathComponent) -> [Element] {
        var elements: [Element] = []
        beginLevel(replacing: .none)
        resolve(view, at: component, into: &elements)
        endLevel()
        return elements
    }

    /// Evaluates the body of `view`, the owner's view, and resolves it in
    /// place of `old`. The view's type is opened here, so the body is passed
    /// on as what it is, never boxed into an existential.
    func resolveBody(of view: any View, replacing old: Element) -> Element {
        resolveBody(ofOpened: view, replacing: old)
    }

    private func resolveBody<V: View>(ofOpened view: V, replacing old: Element) -> Element {
        resolveOne(view.body, at: .index(0), replacing: old)
    }

    /// Starts a level: the views resolved next go into an array of their own,
    /// standing in place of `previous`, until `endLevel()`. Any resolution into
    /// a new array must be in a level of its own: an element is updated in
    /// place only where it stood before, and a level's indices are its array's.
    func beginLevel(replacing previous: PreviousElements) {
        steps.beginLevel(previous)
    }

    /// Ends the level `beginLevel(replacing:)` started.
    func endLevel() {
        steps.endLevel()
    }

    /// The element of class `E` the previous evaluation made at `index` of the
    /// level being resolved, to update in place and append at that same index;
    /// `nil` when there was none, or of another class.
    func reusable<E: Element>(_ type: E.Type, at index: Int) -> E? {
        guard let old = steps.previousElement(at: index),
            ObjectIdentifier(Swift.type(of: old)) == ObjectIdentifier(E.self)
        else { return nil }
        // A group of one view's elements is not the stack a body wrote.
        if E.self == StackElement.self, unsafeDowncast(old, to: StackElement.self).groupsOneView { return nil }
        return unsafeDowncast(old, to: E.self)
    }
}

/// The elements a previous evaluation made at one level of a body: none, the
/// one a single view stood for, or a container's children.
enum PreviousElements {
    case none
    case one(Element)
    case all([Element])
}

/// The steps from a body's root to the view being resolved, and for each level
/// being resolved (each array of elements being filled) what the previous
/// evaluation made there.
@MainActor
final class ResolutionStack {
    // Unchecked exclusivity: touched several times per view resolved, never
    // while another access to them is under way.
    @exclusivity(unchecked) private(set) var components: [PathComponent] = []
    @exclusivity(unchecked) private var levels: [PreviousElements] = []

    /// Arrays to resolve one view into, kept with their capacity: most views
    /// resolve to one element, and a new array for each would be an
    /// allocation at every level of every body.
    @exclusivity(unchecked) private var scratch: [[Element]] = []

    /// Neither a step nor a level pushed: no resolution under way.
    var isIdle: Bool { components.isEmpty && levels.isEmpty }

    func push(_ component: PathComponent) { components.append(component) }
    func pop() { components.removeLast() }

    /// An empty array with room for a few elements, until `giveBackScratch`.
    func takeScratch() -> [Element] {
        scratch.popLast() ?? []
    }

    /// Empties `elements` and keeps it, with its capacity, for the next view.
    func giveBackScratch(_ elements: inout [Element]) {
        elements.clearKeepingCapacity()
        scratch.append(elements)
        elements = []
    }

    func beginLevel(_ previous: PreviousElements) { levels.append(previous) }
    func endLevel() { levels.removeLast() }

    /// What the previous evaluation made at `index` of the innermost level.
    func previousElement(at index: Int) -> Element? {
        switch levels.last {
        case .one(let element)?: index == 0 ? element : nil
        case .all(let elements)?: index < elements.count ? elements[index] : nil
        case .none?, nil: nil
        }
    }
}
