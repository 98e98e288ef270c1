@_spi(SwiftUI) import Observation

/// One instance of a user view in the tree: its own tracking scope, render
/// counter, `@State` storage, children and place on screen.
@MainActor
final class ViewNode {
    let id: Int
    unowned let graph: ViewGraph
    private(set) weak var parent: ViewNode?
    let depth: Int
    /// The view type's name: the key of its render count.
    let name: String
    /// The host node holds the root content; it is not a pane and has no counter.
    let isHost: Bool
    var view: any View
    var environment: EnvironmentValues
    var isFramed = false

    // Tracking
    private(set) var isAlive = true
    var isDirty = false
    var evaluatedFrame = -1
    var renderCount = 0
    var stateValues: [String: Any] = [:]
    private var subscriptions: [ObjectIdentifier: Subscription] = [:]
    private(set) var heldObservables: [AnyObject] = []
    private var observationGeneration = 0
    private var observation: ObservationTracking?

    // Children, keyed by structural identity
    private(set) var children: [ChildKey: ViewNode] = [:]
    private var visited: Set<ChildKey> = []
    private var retainedPrefixes: [[PathComponent]] = []

    // Layout
    private(set) var content: Element = Element()
    /// Where the node is on screen; `nil` while it is hidden (an unselected tab).
    private(set) var rect: Rect?
    /// The proposal the parent's layout made for `rect`.
    private(set) var layoutProposal = ProposedSize.unspecified
    private(set) var shortcuts: [(key: Key, action: @MainActor () -> Void)] = []

    init(
        id: Int, graph: ViewGraph, parent: ViewNode?, view: any View, environment: EnvironmentValues,
        isHost: Bool = false
    ) {
        self.id = id
        self.graph = graph
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
        self.environment = environment
        self.isHost = isHost
        self.name = String(describing: type(of: view))
    }

    var subscriptionCount: Int { subscriptions.count }

    // MARK: Dependencies

    /// Connects the view's `@State`, `@EnvironmentObject` and `@Environment`
    /// properties to this node; environment objects are subscribed here, at
    /// creation, whether or not the body reads them.
    func bindProperties() {
        for child in Mirror(reflecting: view).children {
            if let property = child.value as? any NodeBoundProperty {
                property.bind(to: self, label: child.label ?? "")
            } else if type(of: child.value) is AnyClass, child.value is any Observable {
                hold(child.value as AnyObject)
            }
        }
    }

    func observe(_ object: some ObservableObject) {
        let key = ObjectIdentifier(object)
        guard subscriptions[key] == nil else { return }
        subscriptions[key] = object.objectWillChange.subscribe { [weak self] change in
            self?.invalidate(because: "\(change) changed")
        }
    }

    /// Remembers an `@Observable` object the view holds, to name its properties in
    /// invalidation reasons. Holding creates no dependency.
    func hold(_ object: AnyObject) {
        if !heldObservables.contains(where: { $0 === object }) { heldObservables.append(object) }
    }

    /// Marks the node for re-evaluation in the next frame and records why.
    func invalidate(because cause: String) {
        guard isAlive else { return }
        graph.record(Invalidation(view: name, cause: cause))
        if !isDirty {
            isDirty = true
            graph.schedule(self)
        }
    }

    // MARK: Evaluation

    /// Runs `body` inside this node's own observation scope. Only the body call is
    /// inside it: children are evaluated later, in scopes of their own.
    func evaluateBody() -> any View {
        observation?.cancel()
        observation = nil
        observationGeneration += 1
        let generation = observationGeneration
        return withObservationTracking {
            Self.body(of: view)
        } didSet: { [weak self] tracking in
            MainActor.assumeIsolated { self?.observedPropertyChanged(tracking, generation: generation) }
        }
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    private func observedPropertyChanged(_ tracking: ObservationTracking, generation: Int) {
        guard isAlive, generation == observationGeneration else {
            tracking.cancel()
            return
        }
        observation = tracking
        invalidate(because: "\(ObservedPropertyName.describe(tracking.changed, among: heldObservables)) changed")
    }

    func beginReconcile() {
        visited.removeAll(keepingCapacity: true)
        retainedPrefixes.removeAll()
    }

    /// Keeps children under `path` alive though this evaluation did not show them.
    func retainHiddenChildren(under path: [PathComponent]) {
        retainedPrefixes.append(path)
    }

    func child(for key: ChildKey) -> ViewNode? {
        visited.insert(key)
        return children[key]
    }

    func adopt(_ child: ViewNode, as key: ChildKey) {
        visited.insert(key)
        children[key] = child
    }

    /// Installs the new body's elements; children it no longer shows are destroyed,
    /// or hidden when retained.
    func finishReconcile(content: Element) {
        self.content = content
        for (key, child) in children where !visited.contains(key) {
            if retainedPrefixes.contains(where: { key.path.starts(with: $0) }) {
                child.hide()
            } else {
                child.destroy()
                children[key] = nil
            }
        }
        shortcuts.removeAll()
        content.forEachShortcut { key, action in shortcuts.append((key, action)) }
    }

    func destroy() {
        guard isAlive else { return }
        isAlive = false
        isDirty = false
        subscriptions.removeAll()
        observation?.cancel()
        observation = nil
        observationGeneration += 1
        for child in children.values { child.destroy() }
        children.removeAll()
        graph.nodeDestroyed()
    }

    // MARK: Layout and drawing

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard isFramed else { return content.sizeThatFits(proposal) }
        return PaneFrame.fill(proposal, content: content.sizeThatFits(PaneFrame.inner(proposal)))
    }

    func place(in rect: Rect, proposal: ProposedSize) {
        self.rect = rect
        layoutProposal = proposal
        content.place(in: isFramed ? PaneFrame.contentRect(of: rect) : rect)
    }

    /// Whether the node, measured again, would no longer fit the rect its parent gave it.
    var outgrewRect: Bool {
        guard let rect else { return false }
        return sizeThatFits(layoutProposal) != rect.size
    }

    func hide() {
        guard rect != nil else { return }
        rect = nil
        for child in children.values { child.hide() }
    }

    func draw(into buffer: inout CellBuffer, clip: Rect) {
        guard let rect else { return }
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        if isFramed {
            PaneFrame.draw(
                title: PaneFrame.title(name: name, renders: renderCount), in: rect, clip: area, into: &buffer)
            content.draw(into: &buffer, clip: PaneFrame.contentRect(of: rect).intersection(area))
        } else {
            content.draw(into: &buffer, clip: area)
        }
    }

    /// The nodes on screen below this one, in layout order.
    func forEachVisibleChild(_ visit: (ViewNode) -> Void) {
        content.forEachNode(visit)
    }

    /// Every live child, shown or hidden, in creation order.
    var childrenInCreationOrder: [ViewNode] {
        children.values.sorted { $0.id < $1.id }
    }
}

/// A child's identity within its parent: where it stands in the body and its type.
struct ChildKey: Hashable {
    let path: [PathComponent]
    let type: ObjectIdentifier
}
