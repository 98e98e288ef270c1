@_spi(SwiftUI) import Observation

/// One instance of a user view in the tree: its own tracking scope, render
/// counter, `@State` storage, children and place on screen.
@MainActor
final class ViewNode: InvalidationTarget {
    // The stored properties are declared in the order they lie in memory:
    // first what every update of the node touches, then the rest. With
    // thousands of nodes, the one being updated is out of the caches, and
    // each cache line its update touches is a miss.
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".

    // MARK: Touched by every update

    private(set) var isAlive = true
    @exclusivity(unchecked) var isDirty = false
    @exclusivity(unchecked) private var hasBeenEvaluated = false
    @exclusivity(unchecked) private var isFirstEvaluation = true
    /// Whether the parent's latest body left this node out but kept it until
    /// its layout makes it again (a lazy list's row): its view is from an older
    /// body and may describe data that is gone, so it waits, dirty or not,
    /// until it is made again or destroyed.
    @exclusivity(unchecked) private(set) var awaitsParent = false {
        didSet {
            guard awaitsParent != oldValue else { return }
            graph.awaitingNodes += awaitsParent ? 1 : -1
        }
    }
    /// The host node holds the root content; it is not a pane and has no counter.
    let isHost: Bool
    /// A node of StateKit's own (a tab view): no render count or pane.
    let isInternal: Bool
    /// The root of presented content (a sheet's): laid out from, as a pane.
    let isPresentationRoot: Bool
    var isFramed = false
    /// Whether `content` has frames: it was placed, or took the frames of
    /// content that was. Content made by an evaluation not drawn yet (two in
    /// one batch of keys) has none to give.
    @exclusivity(unchecked) private(set) var contentIsPlaced = false
    /// Whether the latest evaluation's content took the previous one's layout
    /// as it was: the node is drawn again without measuring or placing.
    /// The renderer clears it once it has drawn the node.
    @exclusivity(unchecked) var keptLayout = false
    /// Whether an evaluation since the node was placed changed what a list
    /// reads of it as a row (`ListRowSettings`): the list lays it out and
    /// draws around it again. Beside the fields an update reads anyway, as
    /// is `placedPriority`: at 10,000 panes a field on a line of its own is
    /// a cache miss an update.
    @exclusivity(unchecked) private var rowSettingsChanged = false
    /// Whether the node is a row of a form, which the form's node groups into
    /// sections by what the row's view is, or the view a row's body is
    /// (`regroupFormIfSectionChanged`).
    @exclusivity(unchecked) var isFormRow = false
    /// Whether a view around it draws a filled shape under it (`ElementOwner`).
    @exclusivity(unchecked) var isDrawnOverFill = false {
        didSet { Self.nodesDrawnOverFill += (isDrawnOverFill ? 1 : 0) - (oldValue ? 1 : 0) }
    }
    /// The live nodes drawn over a filled shape: while there are none, a
    /// redraw looks for no view around it to draw from.
    @exclusivity(unchecked) static var nodesDrawnOverFill = 0
    /// Whether `placedRect` is where the node is: it is not hidden.
    @exclusivity(unchecked) private var isShown = false
    /// Whether `visited` or `retainedPrefixes` may hold anything: a node
    /// without children never touches them.
    @exclusivity(unchecked) private var hasReconcileState = false
    @exclusivity(unchecked) private var hasDeferredChildren = false
    /// Whether the content declared anything (see `collectDeclarations()`).
    @exclusivity(unchecked) private var declaresAny = false
    unowned let graph: ViewGraph
    @exclusivity(unchecked) var evaluatedFrame = -1
    /// The pass whose evaluation last installed the node's content: what its
    /// rows' views read of themselves then is what its content was made of.
    @exclusivity(unchecked) private var reconciledFrame = -1
    @exclusivity(unchecked) var renderCount = 0
    /// The view type's name: the key of its render count.
    let name: String
    /// What changed since the latest evaluation, in the words of `_printChanges`.
    @exclusivity(unchecked) private var changes = ChangeNames()
    /// What changed before the evaluation under way; the two swap, so keeping
    /// the words costs no allocation once they have room.
    @exclusivity(unchecked) private var changesBeforeEvaluation = ChangeNames()
    /// The scope of the latest evaluation: what the body read.
    @exclusivity(unchecked) private var scope = TrackingScope()
    var view: any View
    var environment: EnvironmentValues
    @exclusivity(unchecked) private(set) var content: Element = Element()
    /// The content before the evaluation under way, until it is settled.
    @exclusivity(unchecked) private var previousContent: Element?
    /// Where the node was placed last; see `rect`.
    @exclusivity(unchecked) private var placedRect = Rect.zero
    /// Its content's layout priority when it was placed, which a stack
    /// around it reads.
    @exclusivity(unchecked) private var placedPriority: Double = 0
    // Children, keyed by structural identity
    private(set) var children: [ChildKey: ViewNode] = [:]

    // MARK: Touched when the node is made, bound, laid out or named, or has children

    @exclusivity(unchecked) private var deferredChildren: [ViewNode] = []
    @exclusivity(unchecked) private var visited: Set<ChildKey> = []
    /// Where children left out of the body are kept, and whether they then
    /// wait for the body to show them again before any evaluation.
    @exclusivity(unchecked) private var retainedPrefixes: [(path: [PathComponent], awaitsRemake: Bool)] = []
    @exclusivity(unchecked) private(set) var shortcuts: [Shortcut] = []
    @exclusivity(unchecked) private(set) var timers: [ViewTimer] = []
    @exclusivity(unchecked) private(set) var appearances: [AppearanceHandlers] = []

    let id: Int
    private(set) weak var parent: ViewNode?
    let depth: Int
    /// This node's key among its parent's children.
    private(set) var key: ChildKey?
    var stateValues: [String: Any] = [:]
    private var subscriptions: [ObjectIdentifier: Subscription] = [:]
    private(set) var heldObservables: [AnyObject] = []
    /// Objects subscribed or held by the binding pass under way.
    private var boundObjects: Set<ObjectIdentifier>?
    /// The scopes of the rows its lazy lists show, by slot: what a row's view
    /// read as it was made is this node's dependency too, while the row is on
    /// screen.
    @exclusivity(unchecked) private var rowScopes: [Int: TrackingScope] = [:]
    /// What the storages this node's scopes read keep of it, once one did.
    private var ownReadRoute: ReadRoute?
    private var nextRowSlot = 0
    /// The proposal `rect` answers: its own size.
    private(set) var layoutProposal = ProposedSize.unspecified
    /// The node's ideal size when it was placed: what decides whether it
    /// outgrew its place when its answers are not all known.
    private var placedIdealSize: Size?
    /// The proposals the layouts around the node asked it, with its answers.
    private var answers = LayoutAnswers()
    /// Whether `answers` hold every proposal the layouts above were made of,
    /// once they were noted since the last whole-screen layout: the node was
    /// last placed by its parent in a layout made from a pane or the root,
    /// not below a node laid out alone, which asks only what its own placing
    /// needs, nor during the layout it was made in.
    private var answersAreComplete = false
    /// The layout under way when the node was made, if one was (`Layout.layoutsBegun`).
    private let madeInLayout: Int
    /// Whether what the layouts around the node read of it besides its size
    /// changed since it was placed: its settings as a list row, its priority.
    private var outerReadingsChanged: Bool {
        rowSettingsChanged || content.layoutPriority != placedPriority
    }
    /// The width of the label its text field's section lines values up after,
    /// and the column the section gave it, when it was placed: what a
    /// section reads of a row and writes in it besides sizes.
    private var placedLabel: (width: Int?, columns: Int?) = (nil, nil)
    /// What `onChange(of:)` modifiers saw in the latest evaluation, by place.
    var observedValues: [[PathComponent]: Any] = [:]

    /// The view's type has `NodeTraits` (asked once, as the node is made).
    private let hasTraits: Bool

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
        let traits = PrimitiveDispatch.kind(ofTypeOf: view).traits?.traits(of: view)
        self.hasTraits = traits != nil
        let isInternal = traits.map { type(of: $0).isInternalNode } ?? false
        self.isInternal = isInternal
        self.isPresentationRoot = view is PresentationRoot
        madeInLayout = Layout.placingDepth > 0 ? Layout.layoutsBegun : -1
        let typeName = traits?.nodeName ?? typeName(type(of: view))
        // `TabView`, not `TabView<Tab, TupleView<…>>`: its reasons name it.
        self.name = isInternal ? String(typeName.prefix { $0 != "<" }) : typeName
        // Nodes of a view type that left a scope behind start with the probe.
        if graph.probes.startsWithProbe(type(of: view)) { scope = TrackingScope(probe: makeProbe()) }
    }

    isolated deinit {
        if isDrawnOverFill { Self.nodesDrawnOverFill -= 1 }
        // Destroyed nodes are detached already; a tree let go of whole is not.
        scope.detach()
        for rowScope in rowScopes.values { rowScope.detach() }
        ownReadRoute?.target = nil
    }

    /// A probe of this node's own, for a scope that reads one from the start.
    private func makeProbe() -> ObservationProbe {
        ObservationProbe(node: self, ledger: graph.probes.ledger)
    }

    var subscriptionCount: Int { subscriptions.count }

    /// Where the node is on screen; `nil` while it is hidden (an unselected tab).
    private(set) var rect: Rect? {
        get { isShown ? placedRect : nil }
        set {
            isShown = newValue != nil
            placedRect = newValue ?? .zero
        }
    }

    // MARK: Dependencies

    /// Connects the view's `@State`, `@EnvironmentObject` and `@Environment`
    /// properties to this node; environment objects are subscribed here, at
    /// creation, whether or not the body reads them.
    /// Subscriptions and held objects that the view no longer declares (its
    /// environment changed) are dropped.
    func bindProperties() {
        boundObjects = []
        heldObservables.removeAll()
        // An app's root binds the app's own properties.
        let owner =
            hasTraits ? PrimitiveDispatch.kind(ofTypeOf: view).traits?.traits(of: view).hostedProperties ?? view : view
        BoundFields[type(of: owner)].bind(owner, to: self)
        if let bound = boundObjects {
            for key in subscriptions.keys where !bound.contains(key) { subscriptions[key] = nil }
        }
        boundObjects = nil
    }

    /// The environment keys the view's `@Environment(\.key)` properties read.
    private var environmentKeys: [ObjectIdentifier] = []

    /// Records that the view reads the environment values of `keys`.
    func dependsOnEnvironment(_ keys: [ObjectIdentifier]) {
        for key in keys where !environmentKeys.contains(key) { environmentKeys.append(key) }
    }

    /// Takes the entries of `changed` keys from `source`, the environment its
    /// parent's body now hands it, without evaluating the body unless it reads
    /// a value that changed; its children that inherited those entries from
    /// it take them in turn.
    func updateEnvironmentValues(
        from source: EnvironmentValues, changed: [(key: ObjectIdentifier, valueChanged: Bool)]
    ) {
        let old = environment
        for entry in changed { environment.takeEntry(for: entry.key, from: source) }
        if let read = changed.first(where: { $0.valueChanged && environmentKeys.contains($0.key) }) {
            graph.invalidationsAfterPass = true
            invalidate(because: .environment(environment.name(of: read.key)), change: "@environment")
        }
        for child in children.values {
            let inherited = changed.filter { child.environment.hasSameEntry(for: $0.key, as: old) }
            if !inherited.isEmpty { child.updateEnvironmentValues(from: environment, changed: inherited) }
        }
    }

    /// Subscribes to `object`, held by the property `label` (`_appState`).
    func observe(_ object: some ObservableObject, label: String) {
        let key = ObjectIdentifier(object)
        boundObjects?.insert(key)
        guard subscriptions[key] == nil else { return }
        subscriptions[key] = object.objectWillChange.subscribe(self, label: label)
    }

    /// Remembers an `@Observable` object the view holds, to name its properties in
    /// invalidation reasons. Holding creates no dependency.
    func hold(_ object: AnyObject) {
        if !heldObservables.contains(where: { $0 === object }) { heldObservables.append(object) }
    }

    /// Marks the node for re-evaluation in the next frame and records why:
    /// `cause` for the demo's `why:` line, `change` in the words of
    /// `_printChanges` (`_counterState`, `@self`, `@dependencies`).
    func invalidate(because cause: Invalidation.Cause, change: String) {
        guard isAlive else { return }
        graph.record(Invalidation(view: name, cause))
        noteChange(change)
        if !isDirty {
            isDirty = true
            graph.schedule(self)
        }
    }

    /// Keeps `change` for `_printChanges`, once; before the first evaluation
    /// there is nothing to keep (it says `@identity`).
    func noteChange(_ change: String) {
        if hasBeenEvaluated { changes.insert(change) }
    }

    /// Starts an evaluation: what changed so far is what it answers to.
    func beginEvaluation() {
        swap(&changes, &changesBeforeEvaluation)
        changes.removeAll()
        isFirstEvaluation = !hasBeenEvaluated
        hasBeenEvaluated = true
    }

    /// What `_printChanges` says of the evaluation under way: `@self, @identity`
    /// and every dynamic property on the first one, what changed since on the
    /// others.
    var changeDescription: [String] {
        isFirstEvaluation ? ["@self", "@identity"] + dynamicPropertyLabels : changesBeforeEvaluation.names
    }

    /// The names of the view's property wrappers (`_count`, `_appState`).
    private var dynamicPropertyLabels: [String] {
        BoundFields[type(of: view)].wrappers.map(\.field.label)
    }

    // MARK: Evaluation

    /// Runs `evaluate`, which evaluates the body and resolves it, inside this
    /// node's own observation scope: what the body and this node's primitives
    /// read (a tab view's selection) is this node's dependency. Child nodes are
    /// evaluated after the scope closes, in scopes of their own, never nested.
    func evaluateTracked(_ evaluate: () -> Void) {
        // Taken out first: the poke's callback updates `scope`.
        if let unclaimed = scope.unclaimedProbe {
            graph.probes.pokes += 1
            unclaimed.poke()
        }
        if scope.wouldLinger { graph.probes.noteLeftScopeBehind(self) }
        // One statement: the renewal, which holds the probe it lends, is
        // released before the scope looks whether a callback kept that probe.
        TrackingScope.install(
            evaluate, renewed: scope.renew(lending: graph.probes.lend(to: self)), slot: 0, target: self)
        scope.noteInstalled(claimed: graph.probes.claimed())
    }

    /// Makes a lazy list's row in a scope of its own, kept while the row is on
    /// screen: what the row's view read as it was made (a `ForEach` closure
    /// reading the parent's state) makes this node depend on it.
    /// Returns the scope's slot.
    func makeRowTracked(_ make: () -> Void) -> Int {
        nextRowSlot += 1
        let slot = nextRowSlot
        var scope = TrackingScope(probe: makeProbe())
        let renewed = scope.renew(lending: graph.probes.lend(to: self))
        // In place before it is installed: the probe's callback looks for it.
        rowScopes[slot] = scope
        TrackingScope.install(make, renewed: renewed, slot: slot, target: self)
        return slot
    }

    /// Ends a row's scope: the row left the screen.
    func endRowScope(_ slot: Int) {
        if let unclaimed = rowScopes[slot]?.unclaimedProbe {
            graph.probes.pokes += 1
            unclaimed.poke()
        }
        rowScopes[slot]?.cancel()
        rowScopes[slot]?.detach()
        rowScopes[slot] = nil
    }

    /// A callback of the scope in `slot` (0: the body's; others: rows').
    func scopeChanged(_ tracking: ObservationTracking, generation: Int, slot: Int) {
        guard isAlive else {
            graph.probes.ledger.staleCallbacks += 1
            return tracking.cancel()
        }
        let changed: Bool
        if slot == 0 {
            changed = scope.accept(tracking, generation: generation, ledger: graph.probes.ledger)
        } else if rowScopes[slot] != nil {
            changed = rowScopes[slot]!.accept(tracking, generation: generation, ledger: graph.probes.ledger)
        } else {
            graph.probes.ledger.staleCallbacks += 1
            tracking.cancel()
            changed = false
        }
        if changed { trackedValueChanged(tracking.changed) }
    }

    func readChanged(slot: Int, generation: Int, cause: Invalidation.Cause?) {
        guard isAlive, isCurrentScope(slot: slot, generation: generation) else { return }
        if let cause { return invalidate(because: cause, change: "@dependencies") }
        trackedValueChanged(nil)
    }

    func isCurrentScope(slot: Int, generation: Int) -> Bool {
        slot == 0 ? scope.isCurrent(generation: generation) : rowScopes[slot]?.isCurrent(generation: generation) == true
    }

    var readRoute: ReadRoute {
        if let route = ownReadRoute { return route }
        let route = ReadRoute(target: self)
        ownReadRoute = route
        return route
    }

    /// What a scope of this node's read changed: the property at `keyPath`,
    /// or the `@State` being written.
    func trackedValueChanged(_ keyPath: AnyKeyPath?) {
        if let state = StateMutation.current {
            let ownState = state.ownerID == ObjectIdentifier(self)
            invalidate(because: .state(state.name), change: ownState ? "_" + state.name : "@dependencies")
            return
        }
        invalidate(
            because: .observed(ObservedPropertyName.describe(keyPath, among: observablesInScope)),
            change: "@dependencies")
    }

    /// The `@Observable` objects this node and its ancestors hold: a read
    /// through a binding (a tab view's selection) is of an object held above.
    private var observablesInScope: [AnyObject] {
        var objects = heldObservables
        var ancestor = parent
        while let node = ancestor {
            objects += node.heldObservables
            ancestor = node.parent
        }
        return objects
    }

    /// A child the current evaluation must evaluate once its own scope is closed.
    func deferEvaluation(of child: ViewNode) {
        deferredChildren.append(child)
        hasDeferredChildren = true
    }

    func takeDeferredChildren() -> [ViewNode] {
        guard hasDeferredChildren else { return [] }
        hasDeferredChildren = false
        defer { deferredChildren.removeAll() }
        return deferredChildren
    }

    func beginReconcile() {
        guard hasReconcileState else { return }
        visited.removeAll(keepingCapacity: true)
        retainedPrefixes.removeAll()
        hasReconcileState = false
    }

    /// Keeps children under `path` alive though this evaluation did not show
    /// them. With `awaitingRemake` (a lazy list's rows, which its layout makes
    /// again from the new content), they are not evaluated until then: their
    /// views may be of rows whose data is gone. Without (an unselected tab,
    /// whose view is still its parent's), they are evaluated as ever.
    func retainHiddenChildren(under path: [PathComponent], awaitingRemake: Bool) {
        retainedPrefixes.append((path, awaitingRemake))
        hasReconcileState = true
    }

    func child(for key: ChildKey) -> ViewNode? {
        visited.insert(key)
        hasReconcileState = true
        let child = children[key]
        if let child, child.awaitsParent { child.awaitsParent = false }
        return child
    }

    /// Whether this node or one above it waits for its parent's body to
    /// show it again: its view, or one it came from, may be out of date. The
    /// walk up (weak references) is taken only while some node waits.
    var isAwaitingAncestor: Bool {
        guard graph.awaitingNodes > 0 else { return false }
        var node: ViewNode? = self
        while let current = node {
            if current.awaitsParent { return true }
            node = current.parent
        }
        return false
    }

    func adopt(_ child: ViewNode, as key: ChildKey) {
        visited.insert(key)
        hasReconcileState = true
        children[key] = child
        child.key = key
    }

    /// Destroys `child` now, outside any evaluation: a lazy list's row that
    /// left the screen.
    func destroyChild(_ child: ViewNode) {
        guard child.isAlive, let key = child.key, children[key] === child else { return }
        children[key] = nil
        child.destroy()
    }

    /// Forgets what this node kept of a lazy list's row that left the screen,
    /// under `path`: the keys its resolution visited and the values its
    /// `onChange` modifiers saw. Scrolling then keeps no trace of the rows it
    /// passed.
    func forgetRow(under path: [PathComponent]) {
        visited = visited.filter { !$0.path.starts(with: path) }
        guard !observedValues.isEmpty else { return }
        for place in observedValues.keys where place.starts(with: path) { observedValues[place] = nil }
    }

    /// Installs the new body's elements; children it no longer shows are destroyed,
    /// or hidden when retained.
    func finishReconcile(content: Element) {
        previousContent = contentIsPlaced ? self.content : nil
        contentIsPlaced = false
        if ListRowElement.settings(of: self.content)?.values != ListRowElement.settings(of: content)?.values {
            rowSettingsChanged = true
        }
        if isFormRow {
            regroupFormIfSectionChanged(to: content)
            // A row whose body is another view: the form looks through it.
            (content as? NodeElement)?.node.isFormRow = true
        }
        self.content = content
        reconciledFrame = graph.frame
        for (key, child) in children where !visited.contains(key) {
            if let retained = retainedPrefixes.first(where: { key.path.starts(with: $0.path) }) {
                child.awaitsParent = retained.awaitsRemake
                child.hide()
            } else {
                child.destroy()
                children[key] = nil
            }
        }
        collectDeclarations()
    }

    /// A form groups its rows into sections as its node resolves them, by
    /// what each row's view then was (looking through a body that is another
    /// view): when this row's body became a section, or stopped being one,
    /// after the form's node grouped them (the row evaluated on its own, or
    /// made by that evaluation and evaluated after it, as new rows are), the
    /// form's node groups them again in one more pass. A row evaluated within
    /// the form's resolution, before the grouping, is grouped as it is.
    private func regroupFormIfSectionChanged(to content: Element) {
        guard FormElement.isSection(self.content) != FormElement.isSection(content) else { return }
        var form = parent
        while let row = form, row.isFormRow { form = row.parent }
        guard let form, form.evaluatedFrame != graph.frame || form.reconciledFrame == graph.frame else { return }
        graph.invalidationsAfterPass = true
        form.invalidate(because: .sections(name), change: "@dependencies")
    }

    /// Gathers what the content declares: shortcuts, timers and appearance
    /// actions. A lazy list calls it again once its rows are made. The graph's
    /// registries hold the nodes that declare any, so they hear only of a node
    /// that starts or stops declaring some.
    func collectDeclarations() {
        let had = (shortcuts: !shortcuts.isEmpty, timers: !timers.isEmpty, appearances: !appearances.isEmpty)
        var declared = Declarations()
        // Content that declared nothing before is walked into empty arrays,
        // and the node's own arrays are not touched unless it declares some
        // now: most content never does.
        if declaresAny {
            // The arrays are moved out and back, so they keep their capacity.
            swap(&declared.shortcuts, &shortcuts)
            swap(&declared.timers, &timers)
            swap(&declared.appearances, &appearances)
            declared.shortcuts.clearKeepingCapacity()
            declared.timers.clearKeepingCapacity()
            declared.appearances.clearKeepingCapacity()
        }
        content.collectDeclarations(into: &declared)
        guard declaresAny || !declared.isEmpty else { return }
        swap(&declared.shortcuts, &shortcuts)
        swap(&declared.timers, &timers)
        swap(&declared.appearances, &appearances)
        if had.shortcuts == shortcuts.isEmpty { graph.declarations.shortcutsChanged(in: self) }
        if had.timers == timers.isEmpty { graph.declarations.timersChanged(in: self) }
        if had.appearances == appearances.isEmpty { graph.declarations.appearancesChanged(in: self) }
        declaresAny = !shortcuts.isEmpty || !timers.isEmpty || !appearances.isEmpty
    }

    /// Once the evaluation and those of the children it made are done: the new
    /// content keeps the previous layout if it would be laid out alike.
    func settleLayout() {
        // No `Optional.map`: a closure passed to it pays an isolation check.
        if rect != nil, let previousContent, !outerReadingsChanged {
            keptLayout = content.keepsLayout(of: previousContent)
        } else {
            keptLayout = false
        }
        contentIsPlaced = keptLayout
        previousContent = nil
    }

    func destroy() {
        guard isAlive else { return }
        // While still alive: the pokes hand the registrations over to be cancelled.
        let unclaimed = [scope.unclaimedProbe] + rowScopes.values.map(\.unclaimedProbe)
        for case let probe? in unclaimed {
            graph.probes.pokes += 1
            probe.poke()
        }
        if scope.wouldLinger { graph.probes.noteLeftScopeBehind(self) }
        isAlive = false
        isDirty = false
        awaitsParent = false
        subscriptions.removeAll()
        scope.cancel()
        scope.detach()
        for slot in rowScopes.keys {
            rowScopes[slot]?.cancel()
            rowScopes[slot]?.detach()
        }
        rowScopes.removeAll()
        ownReadRoute?.target = nil
        for child in children.values { child.destroy() }
        children.removeAll()
        // Actions may hold this node (a text field's focus key does): let it go.
        content = Element()
        shortcuts.removeAll()
        timers.removeAll()
        appearances.removeAll()
        declaresAny = false
        observedValues.removeAll()
        graph.nodeDestroyed(self)
    }

    // MARK: Layout and drawing

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let size = measured(proposal)
        if !Layout.measuringAside { answers.note(proposal, answered: size, generation: Layout.wholeLayouts) }
        return size
    }

    /// The size `proposal` gets, asked of the node and all in it aside from
    /// any layout whose result is kept: no node notes it as an answer.
    func measuredAside(_ proposal: ProposedSize) -> Size {
        let aside = Layout.measuringAside
        Layout.measuringAside = true
        defer { Layout.measuringAside = aside }
        return measured(proposal)
    }

    /// The size the content asks for `proposal`, not noted as an answer.
    private func measured(_ proposal: ProposedSize) -> Size {
        graph.countMeasurement()
        guard isFramed else { return content.sizeThatFits(proposal) }
        return PaneFrame.fill(proposal, content: content.sizeThatFits(PaneFrame.inner(proposal)))
    }

    /// Places the node in `rect`, which answers `proposal`: by its parent's
    /// layout, or `alone`, its parent's layout not made again, when the nodes
    /// below it are asked only what its placing asks.
    func place(in rect: Rect, proposal: ProposedSize, alone: Bool = false) {
        graph.countPlacement()
        keptLayout = false
        contentIsPlaced = true
        rowSettingsChanged = false
        placedPriority = content.layoutPriority
        self.rect = rect
        layoutProposal = proposal
        if Layout.placingDepth == 0 { Layout.layoutsBegun &+= 1 }
        Layout.placingDepth += 1
        defer { Layout.placingDepth -= 1 }
        if !alone {
            answersAreComplete = !Layout.placingBelowLoneNode && madeInLayout != Layout.layoutsBegun
        }
        let field = SectionElement.field(in: content)
        // Its section lines a field up only when the field's label or size
        // changed (`outgrewRect`): until then, in the column it was given.
        if alone, let field, field.labelColumns == nil { field.labelColumns = placedLabel.columns }
        let belowLoneNode = Layout.placingBelowLoneNode
        Layout.placingBelowLoneNode = belowLoneNode || alone
        content.place(in: isFramed ? PaneFrame.contentRect(of: rect) : rect)
        Layout.placingBelowLoneNode = belowLoneNode
        // Measured once placed: a lazy list's ideal width is that of the rows
        // its placing made.
        placedIdealSize = isFramed ? nil : measuredAside(.unspecified)
        placedLabel = (field?.labelWidth, field?.labelColumns)
    }

    /// Whether the node, measured again after an evaluation, might take another
    /// place in its parent's layout: what a list or a stack reads of it
    /// besides its size changed, it no longer fits its rect as it is, its
    /// field's label changed (its section lines values up after it), or it
    /// answers a proposal the layouts around it asked otherwise. When which
    /// they asked is not known, its ideal size stands for them (a parent that
    /// hugs it would give it more room). A pane never does: it fills what it
    /// is offered.
    var outgrewRect: Bool {
        guard let rect, !isFramed else { return false }
        if outerReadingsChanged || measuredAside(layoutProposal) != rect.size { return true }
        if SectionElement.field(in: content)?.labelWidth != placedLabel.width { return true }
        guard answersAreComplete, answers.generation == Layout.wholeLayouts, answers.count > 0, !answers.overflowed
        else {
            return measuredAside(.unspecified) != placedIdealSize
        }
        for index in 0..<answers.count where measuredAside(answers[index].proposal) != answers[index].size {
            return true
        }
        return false
    }

    /// The nearest ancestor whose rect depends only on its parent's layout, not on
    /// its content: a pane (panes fill what they are offered), the root of
    /// presented content (its box is the screen's) or the host.
    var layoutAnchor: ViewNode {
        if isPresentationRoot { return self }
        var anchor = parent ?? self
        while !anchor.anchorsLayout, let next = anchor.parent {
            anchor = next
        }
        return anchor
    }

    /// Whether the node's rect depends only on its parent's layout: laid out
    /// again, it asks all below it what the layouts above them ask.
    var anchorsLayout: Bool { isFramed || isHost || isPresentationRoot }

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
        content.forEachViewNode(visit)
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

extension ViewNode {
    /// The view to draw again in place of this one so that what lies under
    /// it is drawn too: the nearest one above every node drawn over a filled
    /// shape of a view around it; `nil` when none is.
    var groundedAncestor: ViewNode? {
        guard Self.nodesDrawnOverFill > 0 else { return nil }
        var target: ViewNode?
        var current: ViewNode? = self
        while let node = current {
            if node.isDrawnOverFill { target = node.parent }
            current = node.parent
        }
        return target
    }
}
