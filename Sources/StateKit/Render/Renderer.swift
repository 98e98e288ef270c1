/// Turns dirty nodes into terminal writes. Each frame it evaluates the dirty
/// nodes, lays out and rasterizes only their rects into the back buffer, diffs
/// those rects against the front buffer and hands the changed cells to the
/// terminal, then presents once.
@MainActor
package final class Renderer {
    /// The views it draws.
    package let graph: ViewGraph
    /// Where it draws them.
    package let terminal: any Terminal
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private var back: CellBuffer
    @exclusivity(unchecked) private var front: CellBuffer
    @exclusivity(unchecked) private var statusBar = StatusBar()
    @exclusivity(unchecked) private var needsFullRepaint = true
    /// Nodes evaluated but not drawn yet.
    @exclusivity(unchecked) private var evaluatedSinceLastFrame: [ViewNode] = []
    @exclusivity(unchecked) private var cursor: Point?
    /// Frames rendered.
    @exclusivity(unchecked) package private(set) var frames = 0
    /// Cells written by the latest frame.
    @exclusivity(unchecked) package private(set) var lastFrameCellCount = 0
    /// The rects the latest frame diffed.
    @exclusivity(unchecked) package private(set) var lastFrameRects: [Rect] = []
    /// The rects of the frame before last, emptied by the next frame and filled
    /// again: no new array per frame.
    @exclusivity(unchecked) private var spareRects: [Rect] = []

    /// A renderer drawing `graph` on `terminal`.
    package init(graph: ViewGraph, terminal: any Terminal) {
        self.graph = graph
        self.terminal = terminal
        back = CellBuffer(size: terminal.size)
        front = CellBuffer(size: terminal.size)
        highlights = UpdateHighlights(graph: graph)
        graph.components[ScreenWidth.self].changed(to: terminal.size.width)
    }

    /// The next frame redraws the whole screen (after a resize, a mode switch, or
    /// when render counts were reset) without evaluating any body.
    package func setNeedsFullRepaint() {
        needsFullRepaint = true
    }

    /// Follows a terminal resize: new buffers, full repaint.
    package func terminalResized() {
        terminal.reset()
        back = CellBuffer(size: terminal.size)
        front = CellBuffer(size: terminal.size)
        needsFullRepaint = true
        cursor = nil
        terminal.setCursor(nil)
        graph.components[ScreenWidth.self].changed(to: terminal.size.width)
    }

    /// Evaluates the dirty nodes now, to be drawn with the next frame: lets a key
    /// batch reach views that an earlier key of the same batch brought on screen.
    /// Whether views were evaluated, or wait to be, since the last frame:
    /// their elements are not laid out yet, so a click cannot be hit-tested
    /// against them.
    package var hasPendingLayout: Bool { !evaluatedSinceLastFrame.isEmpty || graph.hasDirtyNodes }

    package func evaluatePendingChanges() {
        graph.evaluatePendingChanges(into: &evaluatedSinceLastFrame)
    }

    /// Draws the frame of every view whose body the latest frame evaluated
    /// highlighted, until `endHighlights()`. Read at every frame (unchecked:
    /// see ARCHITECTURE.md, "Unchecked exclusivity").
    @exclusivity(unchecked) package var highlightsUpdates = false {
        didSet {
            graph.collectsEvaluatedNodes = highlightsUpdates
            if !highlightsUpdates { endHighlights() }
        }
    }

    /// The views drawn highlighted, and when that began.
    private let highlights: UpdateHighlights

    /// The views drawn highlighted now.
    var highlighted: [ViewNode] { highlights.nodes }

    /// The names of the views drawn highlighted now.
    package var highlightedViews: [String] { highlights.nodes.map(\.name) }

    /// Whether a frame highlighted views since the last call.
    package func takeHighlightBegan() -> Bool { highlights.takeBegan() }

    /// Draws the highlighted views plainly again with the next frame, without
    /// evaluating them.
    package func endHighlights() { highlights.end() }

    /// The screen as the renderer last drew it.
    package var screenLines: [String] { front.lines }

    /// Renders a frame if anything changed; `status` is asked after evaluation, so
    /// it can show this frame's invalidation reasons. Returns whether it drew.
    @discardableResult
    package func renderFrame(status: () -> StatusBar) -> Bool {
        evaluatePendingChanges()
        // Taken out, and given back emptied with its room once the frame is drawn.
        var evaluated: [ViewNode] = []
        swap(&evaluated, &evaluatedSinceLastFrame)
        defer {
            evaluated.removeAll(keepingCapacity: true)
            if evaluatedSinceLastFrame.isEmpty { evaluatedSinceLastFrame = evaluated }
        }
        evaluated += graph.takeRedrawRequests()
        // A layer came, went or was made again: the whole screen is drawn,
        // dimmed under it, without evaluating anything.
        if graph.presentations.changed {
            graph.presentations.changed = false
            needsFullRepaint = true
        }
        if highlightsUpdates { evaluated += highlights.update() }
        let newStatus = status()
        let layoutChanged =
            newStatus.top.count != statusBar.top.count || newStatus.bottom.count != statusBar.bottom.count
        let panelLines = inspector != nil ? graph.inspectorLines() : nil
        let panelChanged = panelLines != nil && panelLines != inspector?.lines
        if evaluated.isEmpty && !needsFullRepaint && newStatus == statusBar && !panelChanged { return false }
        // The array of the frame before last, kept with its capacity.
        var rects = spareRects
        spareRects = []
        rects.removeAll(keepingCapacity: true)
        if needsFullRepaint || layoutChanged {
            statusBar = newStatus
            repaintAll()
            rects.append(back.bounds)
        } else {
            repaint(evaluated, into: &rects)
            if !graph.presentations.isEmpty {
                for rect in rects { drawPresentations(over: rect, placing: false) }
            }
            drawChangedStatusLines(newStatus, into: &rects)
            statusBar = newStatus
        }
        if let panelLines, panelChanged || rects.first == back.bounds {
            inspector?.lines = panelLines
            InspectorPanel.draw(panelLines, in: inspectorRect, into: &back)
            if rects.first != back.bounds { rects.append(inspectorRect) }
        }
        needsFullRepaint = false
        for node in highlighted { Highlight.draw(node, into: &back) }
        var written = 0
        for rect in rects {
            written += CellDiff.apply(back, onto: &front, in: rect) { point, cell in terminal.write(cell, at: point) }
        }
        updateCursor()
        terminal.present()
        spareRects = lastFrameRects
        lastFrameRects = rects
        lastFrameCellCount = written
        frames += 1
        return true
    }

    /// Shows the cursor in the focused text field, hides it otherwise; the
    /// terminal hears of it only when it moves.
    private func updateCursor() {
        let element = graph.focusedElement()
        if element == nil && graph.focusedID != nil { graph.setFocus(nil, owner: nil) }
        let position = element?.cursorPosition
        guard position != cursor else { return }
        cursor = position
        terminal.setCursor(position)
    }

    private var treeRect: Rect {
        let size = back.size
        let top = min(statusBar.top.count, size.height)
        let bottom = min(statusBar.bottom.count, size.height - top)
        let panel = inspector.map { _ in InspectorPanel.width(forScreen: size.width) } ?? 0
        return Rect(x: 0, y: top, width: size.width - panel, height: size.height - top - bottom)
    }

    /// The inspector's panel, on the right, while it is open.
    @exclusivity(unchecked) private var inspector: InspectorPanel?

    /// Whether the inspector's panel is shown: the live view tree with each
    /// view's render count and what changed before its latest evaluation.
    package var showsInspector: Bool {
        get { inspector != nil }
        set {
            guard newValue != showsInspector else { return }
            inspector = newValue ? InspectorPanel() : nil
            needsFullRepaint = true
        }
    }

    /// The panel's place: the columns right of the views, between the status lines.
    private var inspectorRect: Rect {
        let tree = treeRect
        return Rect(x: tree.maxX, y: tree.minY, width: back.size.width - tree.maxX, height: tree.size.height)
    }

    private func repaintAll() {
        back.fill(back.bounds)
        if let host = graph.host {
            host.place(in: treeRect, proposal: ProposedSize(treeRect.size))
            host.draw(into: &back, clip: treeRect)
            drawPresentations(over: treeRect, placing: true)
        }
        for index in statusBar.top.indices { drawStatusLine(statusBar.top[index], row: index) }
        for index in statusBar.bottom.indices { drawStatusLine(statusBar.bottom[index], row: treeRect.maxY + index) }
    }

    /// Draws what is presented over `clip`, each layer over the one below it
    /// dimmed: after the whole screen (`placing` the boxes), or after views
    /// drawn again, which may be under a layer or in it.
    private func drawPresentations(over clip: Rect, placing: Bool) {
        let area = clip.intersection(treeRect)
        guard !area.isEmpty else { return }
        for presentation in graph.presentations.layers {
            guard let box = presentation.box else { continue }
            back.addStyle(.dim, in: area)
            if placing { box.place(in: treeRect) }
            box.draw(into: &back, clip: area)
        }
    }

    /// Lays out and rasterizes the evaluated nodes in place. A node whose size
    /// would change is laid out again from its nearest pane (or the root), whose
    /// rect does not depend on what it contains.
    private func repaint(_ evaluated: [ViewNode], into rects: inout [Rect]) {
        // One node, the usual update: nothing else can cover it.
        if evaluated.count == 1 {
            let node = evaluated[0]
            guard node.isAlive, node.rect != nil else { return }
            // `if let`, not `Optional.map`: its closure would pay an isolation check.
            let rect = node.keptLayout ? redrawInPlace(node) : redraw(node.outgrewRect ? node.layoutAnchor : node)
            if let rect { rects.append(rect) }
            return
        }
        var targets: [ViewNode] = []
        var ids = Set<ObjectIdentifier>()
        for node in evaluated {
            guard node.isAlive, node.rect != nil else { continue }
            let target = node.keptLayout || !node.outgrewRect ? node : node.layoutAnchor
            if ids.insert(ObjectIdentifier(target)).inserted { targets.append(target) }
        }
        // A node laid out again lays out and draws all below it; one drawn in
        // place only draws, so what below it needs a layout gets one after.
        let kept = targets.filter(\.keptLayout)
        let relaid = targets.filter { !$0.keptLayout }
        let laidOut = Set(relaid.map(ObjectIdentifier.init))
        for node in kept where !Self.hasAncestor(of: node, in: ids) {
            if let rect = redrawInPlace(node) { rects.append(rect) }
        }
        for node in relaid where !Self.hasAncestor(of: node, in: laidOut) {
            if let rect = redraw(node) { rects.append(rect) }
        }
    }

    /// Lays `node` out again in its rect and rasterizes it; returns the rect.
    private func redraw(_ node: ViewNode) -> Rect? {
        guard let rect = node.rect else { return nil }
        node.place(in: rect, proposal: node.layoutProposal)
        back.fill(rect)
        node.draw(into: &back, clip: rect)
        return rect
    }

    /// Rasterizes `node` where it is: its content kept the previous layout.
    private func redrawInPlace(_ node: ViewNode) -> Rect? {
        node.keptLayout = false
        guard let rect = node.rect else { return nil }
        back.fill(rect)
        node.draw(into: &back, clip: rect)
        return rect
    }

    private static func hasAncestor(of node: ViewNode, in ids: Set<ObjectIdentifier>) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if ids.contains(ObjectIdentifier(current)) { return true }
            ancestor = current.parent
        }
        return false
    }

    private func drawChangedStatusLines(_ new: StatusBar, into rects: inout [Rect]) {
        for index in new.top.indices where new.top[index] != statusBar.top[index] {
            drawStatusLine(new.top[index], row: index)
            rects.append(Rect(x: 0, y: index, width: back.size.width, height: 1))
        }
        let base = treeRect.maxY
        for index in new.bottom.indices where new.bottom[index] != statusBar.bottom[index] {
            drawStatusLine(new.bottom[index], row: base + index)
            rects.append(Rect(x: 0, y: base + index, width: back.size.width, height: 1))
        }
    }

    private func drawStatusLine(_ line: StatusBar.Line, row: Int) {
        guard row >= 0, row < back.size.height else { return }
        let rect = Rect(x: 0, y: row, width: back.size.width, height: 1)
        back.fill(rect)
        TextElement.drawLine(
            line.text, x: 0, y: row, width: rect.size.width, style: line.style, colors: line.colors, clip: rect,
            into: &back)
    }
}
