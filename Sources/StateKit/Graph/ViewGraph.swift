/// The tree of view nodes and the bookkeeping of one frame: which nodes are
/// dirty, why, and which were evaluated. Dirty nodes are evaluated top-down, each
/// at most once per frame; a child is re-evaluated with its parent only when its
/// inputs changed or it is dirty itself.
@MainActor
package final class ViewGraph {
    private(set) var host: ViewNode!
    private var nextID = 0
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private var dirty: [ViewNode] = []
    @exclusivity(unchecked) private var pendingReasons: [Invalidation] = []

    /// The node whose body is being evaluated, for `_printChanges`; set only
    /// while it is (a strong reference: cheaper to swap than a weak one).
    @exclusivity(unchecked) static var evaluating: ViewNode?

    /// The evaluation pass under way, of the frame being built (a frame may
    /// take more than one); bumped by `evaluateDirtyNodes()`.
    @exclusivity(unchecked) package private(set) var frame = 0
    /// The reasons behind the latest frame's evaluations, in the order they happened.
    @exclusivity(unchecked) package private(set) var latestReasons: [Invalidation] = []
    /// What the graph counted since it was made, for tests and reports.
    @exclusivity(unchecked) private(set) var counts = GraphCounts()
    /// Nodes alive in the tree (the host included).
    package var liveNodeCount: Int { counts.liveNodes }
    /// Body evaluations since the graph was made.
    package var totalEvaluations: Int { counts.evaluations }
    /// Body evaluations of the app's views since the graph was made: neither
    /// the host's nor those of StateKit's own nodes.
    package var viewEvaluations: Int { counts.viewEvaluations }
    /// Nodes placed by layout since the graph was made.
    package var placements: Int { counts.placements }
    /// Nodes measured by layout since the graph was made.
    package var measurements: Int { counts.measurements }
    /// A node was measured by layout.
    func countMeasurement() { counts.measurements += 1 }
    /// A node was placed by layout.
    func countPlacement() { counts.placements += 1 }
    /// Layout elements made so far in this process (all graphs together): an
    /// evaluation that updates its elements in place makes none.
    package var elementsMade: Int { Layout.elementsMade }
    /// Probes poked to end an Observation scope that no change had ended (see
    /// the tracking rules): none for nodes whose bodies read no `@Observable`.
    package var probePokes: Int { probes.pokes }
    /// Observation callbacks that reached a scope already replaced or destroyed:
    /// zero while every scope is cancelled when it ends.
    package var staleObservationCallbacks: Int { probes.ledger.staleCallbacks }
    /// Probes made so far: one per node whose body was seen to read an
    /// `@Observable` and per lazy list row, and the spare lent to the scopes
    /// of the other nodes, which need none.
    package var probesMade: Int { probes.ledger.probesMade }
    /// Scopes that read a probe (see `TrackingScope`).
    package var probeReads: Int { probes.ledger.probeReads }
    /// The probes lent to the nodes' Observation scopes.
    let probes = ProbeLender()
    /// Which element holds the keyboard focus, and what follows it
    /// (`Tracking/KeyboardFocus.swift`, moved by `Focus/FocusMoves.swift`).
    let focus = KeyboardFocus()
    /// Nodes to draw again without evaluating them (focus moved, say).
    @exclusivity(unchecked) private var redrawRequests: [ViewNode] = []
    /// The nodes that declare shortcuts, timers or appearance actions.
    let declarations = DeclarationIndex()
    /// What single features keep outside their nodes (`GraphComponent`).
    let components = GraphComponents()
    /// What is presented over the screen (sheets, alerts), the top one last.
    let presentations = PresentationStack()
    /// Actions to run once the frame is drawn (`onChange`).
    @exclusivity(unchecked) private var afterFrame: [@MainActor () -> Void] = []
    /// The structural path of the resolution under way, kept with its capacity.
    private let resolutionPath = ResolutionStack()

    /// How the screen shows colour: the root's environment says whether it
    /// has any (controls without it draw brackets) and its background.
    var screenColors = ScreenColors.standard

    /// A graph with no views yet: give it some with `setRoot(_:)`.
    package init() {
        ObservationThread.claim()
    }

    /// Replaces the whole tree by `root`: every node starts afresh.
    package func setRoot(_ root: some View) {
        host?.destroy()
        setFocus(nil, owner: nil)
        redrawRequests.removeAll()
        dirty.removeAll()
        pendingReasons.removeAll()
        latestReasons.removeAll()
        var environment = EnvironmentValues()
        environment.colorScheme = screenColors.scheme
        if screenColors != .standard { environment.attributes.screen = screenColors }
        host = makeNode(
            view: HostView(content: AnyView(root)), parent: nil, environment: environment, isHost: true)
        host.bindProperties()
        host.isDirty = true
        dirty.append(host)
    }

    /// Whether some view waits to be evaluated again.
    package var hasDirtyNodes: Bool { !dirty.isEmpty }

    /// Told when a view comes to wait for evaluation and none did: a loop
    /// that no key wakes for a change (an inline view's, while the program's
    /// work writes its state) draws then.
    // `@exclusivity(unchecked)`: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) package var onFirstScheduled: (@MainActor () -> Void)?

    func schedule(_ node: ViewNode) {
        if dirty.isEmpty, let onFirstScheduled { onFirstScheduled() }
        dirty.append(node)
    }

    /// Keeps a reason for the next frame. Repeats of the latest one (a burst of
    /// keys) are dropped at once; other repeats when the frame is built.
    func record(_ reason: Invalidation) {
        if pendingReasons.last != reason { pendingReasons.append(reason) }
    }

    private static func withoutRepeats(_ reasons: [Invalidation]) -> [Invalidation] {
        guard reasons.count > 1 else { return reasons }
        var seen = Set<Invalidation>()
        return reasons.filter { seen.insert($0).inserted }
    }

    func nodeDestroyed(_ node: ViewNode) {
        counts.liveNodes -= 1
        declarations.forget(node)
        // A presenting view that left takes its layer with it.
        if !presentations.isEmpty { endPresentation(of: node) }
        components.forget(node)
    }

    /// Runs `action` once the frame being built is drawn.
    func runAfterFrame(_ action: @escaping @MainActor () -> Void) {
        afterFrame.append(action)
    }

    /// Whether actions wait for the end of the next frame: one run after a
    /// frame may have queued another.
    var hasFrameActions: Bool { !afterFrame.isEmpty }

    /// After a frame: runs `onDisappear` for what left the screen, `onAppear`
    /// for what came on it (in the order the nodes were made), then the actions
    /// `onChange` queued. They may change state, for another frame.
    func runFrameActions() {
        declarations.runAppearanceActions()
        guard !afterFrame.isEmpty else { return }
        let actions = afterFrame
        afterFrame.removeAll()
        for action in actions { action() }
    }

    func requestRedraw(_ node: ViewNode) {
        redrawRequests.append(node)
    }

    func takeRedrawRequests() -> [ViewNode] {
        guard !redrawRequests.isEmpty else { return [] }
        defer { redrawRequests.removeAll() }
        return redrawRequests.filter(\.isAlive)
    }

    private func makeNode(view: any View, parent: ViewNode?, environment: EnvironmentValues, isHost: Bool = false)
        -> ViewNode
    {
        nextID += 1
        counts.liveNodes += 1
        return ViewNode(id: nextID, graph: self, parent: parent, view: view, environment: environment, isHost: isHost)
    }

    // MARK: Evaluation

    /// Evaluates every dirty node once, parents before children, and appends to
    /// `roots` the nodes evaluated whose parent was not: the roots of what must
    /// be redrawn. With `keepingReasons`, this pass's reasons join those of the
    /// previous one (both will show in the same drawn frame).
    func evaluateDirtyNodes(keepingReasons: Bool = false, into roots: inout [ViewNode]) {
        frame += 1
        if keepingReasons {
            latestReasons = Self.withoutRepeats(latestReasons + Self.withoutRepeats(pendingReasons))
            pendingReasons.clearKeepingCapacity()
        } else {
            // The pending reasons become the latest; the latest's array, emptied,
            // takes the next ones: no array is made for either.
            swap(&latestReasons, &pendingReasons)
            latestReasons = Self.withoutRepeats(latestReasons)
            pendingReasons.clearKeepingCapacity()
        }
        // The dirty nodes are taken out, and the spare array, with its room,
        // takes those that evaluations make dirty.
        var queue = spareQueue
        spareQueue = []
        swap(&queue, &dirty)
        // Sorted in place: usually one node is dirty, and that needs no new array.
        if queue.count > 1 { queue.sort { ($0.depth, $0.id) < ($1.depth, $1.id) } }
        for node in queue where node.isAlive && node.isDirty && node.evaluatedFrame != frame {
            // A node its parent's new body did not show yet stays dirty: it is
            // evaluated when shown again, with the inputs of that body, or
            // destroyed unevaluated if the body drops it.
            if node.isAwaitingAncestor { continue }
            evaluate(node)
            roots.append(node)
        }
        queue.clearKeepingCapacity()
        spareQueue = queue
    }

    /// The date and time of day, from the application's clock: a manual
    /// clock's moves on only as the clock does.
    var date: @MainActor () -> Date = { Date() }

    /// Puts text on the clipboard of the terminal the views are drawn on.
    var copyToClipboard: @MainActor (String) -> Void = { _ in }

    /// The executor the tasks views start prefer, under a manual clock: their
    /// sleeps then wait for it (`ManualTaskExecutor`). `nil` with the real clock.
    package var taskExecutor: ManualTaskExecutor?

    /// Whether a pass made a node dirty that the same frame must show: a view
    /// reading an environment value that changed above it, below one that was
    /// not evaluated; the owner of a form whose row became a section. It is
    /// evaluated in one more pass.
    var invalidationsAfterPass = false

    /// How many live nodes wait for their parent's layout to make them again
    /// (`ViewNode.awaitsParent`): while none does, no node looks up its parents.
    @exclusivity(unchecked) var awaitingNodes = 0

    /// The array the dirty nodes were taken out in last, kept with its room.
    @exclusivity(unchecked) private var spareQueue: [ViewNode] = []

    /// Keeps the nodes each evaluation runs, for highlighted updates.
    var collectsEvaluatedNodes = false {
        didSet { evaluatedNodes.removeAll() }
    }
    @exclusivity(unchecked) private var evaluatedNodes: [ViewNode] = []

    /// The nodes evaluated since the last call (with `collectsEvaluatedNodes`).
    func takeEvaluatedNodes() -> [ViewNode] {
        defer { evaluatedNodes.removeAll() }
        return evaluatedNodes
    }

    /// Evaluates the children a resolution outside any evaluation made or
    /// changed: a lazy list's rows, made during layout as they come into view.
    /// They are new on screen, not updates: they are not highlighted.
    func evaluateMadeChildren(of node: ViewNode) {
        isMakingRows = true
        defer { isMakingRows = false }
        // Every one of them: a row evaluated earlier this frame (it was dirty)
        // and given new inputs now must be evaluated with them.
        for child in node.takeDeferredChildren() where child.isAlive {
            evaluate(child)
        }
    }

    @exclusivity(unchecked) private var isMakingRows = false

    private func evaluate(_ node: ViewNode) {
        if collectsEvaluatedNodes && !isMakingRows { evaluatedNodes.append(node) }
        node.evaluatedFrame = frame
        node.isDirty = false
        if !node.isHost && !node.isInternal {
            node.renderCount += 1
            counts.viewEvaluations += 1
        }
        counts.evaluations += 1
        Layout.generation &+= 1
        node.beginEvaluation()
        let outer = ViewGraph.evaluating
        ViewGraph.evaluating = node
        defer { ViewGraph.evaluating = outer }
        node.evaluateTracked {
            node.beginReconcile()
            let context = ResolveContext(owner: node, environment: node.environment, steps: resolutionPath)
            node.finishReconcile(content: context.resolveBody(of: node.view, replacing: node.content))
        }
        for child in node.takeDeferredChildren() where child.isAlive && child.evaluatedFrame != frame {
            evaluate(child)
        }
        node.settleLayout()
    }

    /// The element standing for user view `view` in its parent's body: its existing
    /// node, reused as is when its inputs are unchanged, or a new one.
    func childElement(for view: any View, in context: ResolveContext) -> Element {
        let owner = context.owner
        let key = ChildKey(path: context.path, type: ObjectIdentifier(type(of: view)))
        if let child = owner.child(for: key) {
            child.isFramed = context.wantsPane && !child.isInternal
            var changed = false
            if !child.environment.hasSameObjects(as: context.environment) {
                child.environment = context.environment
                changed = true
            } else {
                // Values by key path reach the views that read them, and no other.
                let values = child.environment.changedValues(comparedTo: context.environment)
                if !values.isEmpty { child.updateEnvironmentValues(from: context.environment, changed: values) }
            }
            if !ViewInputs.areEqual(child.view, view) {
                child.view = view
                changed = true
            }
            if changed {
                child.noteChange("@self")
                child.bindProperties()
                // A node of StateKit's own changes with its parent: the parent's reason says why.
                if !child.isInternal { latestReasons.append(Invalidation(view: child.name, .inputs)) }
                owner.deferEvaluation(of: child)
            } else if child.isDirty && child.evaluatedFrame != frame {
                owner.deferEvaluation(of: child)
            }
            return NodeElement(node: child)
        }
        let child = makeNode(view: view, parent: owner, environment: context.environment)
        child.isFramed = context.wantsPane && !child.isInternal
        owner.adopt(child, as: key)
        child.bindProperties()
        owner.deferEvaluation(of: child)
        return NodeElement(node: child)
    }

    // MARK: Queries

    /// Every live view node with its render count, in tree order (hidden ones
    /// included); further instances of a type are named `Type#2`, `Type#3`.
    package func renderCounts() -> [(name: String, renders: Int)] {
        var result: [(String, Int)] = []
        var seen: [String: Int] = [:]
        func visit(_ node: ViewNode) {
            if !node.isHost && !node.isInternal {
                let count = (seen[node.name] ?? 0) + 1
                seen[node.name] = count
                result.append((count == 1 ? node.name : "\(node.name)#\(count)", node.renderCount))
            }
            for child in node.childrenInCreationOrder { visit(child) }
        }
        if let host { visit(host) }
        return result
    }

    /// How many scopes the `@State` `name` (`count`) of the first live node
    /// of view type `type` keeps as its readers: those that read it since it
    /// last changed, scopes replaced or gone included until they are dropped.
    package func stateReaderCount(ofType type: any View.Type, _ name: String) -> Int? {
        func visit(_ node: ViewNode) -> Int? {
            if ObjectIdentifier(Swift.type(of: node.view)) == ObjectIdentifier(type),
                let storage = node.stateValues[name] as? any StateReadersCounting
            {
                return storage.readerCount
            }
            for child in node.childrenInCreationOrder {
                if let count = visit(child) { return count }
            }
            return nil
        }
        return host.flatMap(visit)
    }

    /// The render counts of the live nodes of view type `type`, added up.
    package func renders(ofType type: any View.Type) -> Int {
        var total = 0
        func visit(_ node: ViewNode) {
            if ObjectIdentifier(Swift.type(of: node.view)) == ObjectIdentifier(type) { total += node.renderCount }
            for child in node.childrenInCreationOrder { visit(child) }
        }
        if let host { visit(host) }
        return total
    }

    /// The render count of the first live node of type `name`.
    package func renders(of name: String) -> Int? {
        renderCounts().first { $0.name == name }?.renders
    }

    /// The value of property `property` (`@State`, `@ParentState`, ...) of the
    /// first live view named `view`, for reports and tests.
    package func stateValue(of view: String, _ property: String) -> Any? {
        func find(_ node: ViewNode) -> ViewNode? {
            if !node.isHost && node.name == view { return node }
            for child in node.childrenInCreationOrder {
                if let found = find(child) { return found }
            }
            return nil
        }
        guard let host, let node = find(host), let value = node.stateValues[property] else { return nil }
        return (value as? any StateBox)?.boxedValue ?? value
    }

    /// Where the live views named `view` are on screen (hidden ones left out).
    package func rects(of view: String) -> [Rect] {
        var result: [Rect] = []
        func visit(_ node: ViewNode) {
            if node.name == view, let rect = node.rect { result.append(rect) }
            for child in node.childrenInCreationOrder { visit(child) }
        }
        if let host { visit(host) }
        return result
    }

    /// Sets every render count back to zero.
    package func resetRenderCounts() {
        func visit(_ node: ViewNode) {
            node.renderCount = 0
            for child in node.children.values { visit(child) }
        }
        if let host { visit(host) }
    }

    /// Live subscriptions to `ObservableObject`s held by nodes.
    package var subscriptionCount: Int {
        func count(_ node: ViewNode) -> Int {
            node.children.values.reduce(node.subscriptionCount) { $0 + count($1) }
        }
        return host.map(count) ?? 0
    }
}

/// The invisible root that holds the application's content.
struct HostView: View {
    let content: AnyView
    var body: some View { content }
}

/// A node held without keeping it alive.
struct WeakNode {
    weak var node: ViewNode?
}

/// What a graph counts as it works: exact figures that tests assert and the
/// stress runs report.
struct GraphCounts {
    /// Nodes alive in the tree (the host included).
    var liveNodes = 0
    /// Body evaluations.
    var evaluations = 0
    /// Body evaluations of the app's views.
    var viewEvaluations = 0
    /// Nodes placed by layout.
    var placements = 0
    /// Nodes measured by layout.
    var measurements = 0
}
