/// Turns dirty nodes into terminal writes. Each frame it has the graph bring
/// the views up to date (`Focus/EvaluationPasses.swift`), lays out and
/// rasterizes only the rects of those evaluated into the back buffer, with
/// the presentations over them, the screen's panels around them and an
/// overlay on top, diffs those rects against the front buffer and hands the
/// changed cells to the terminal, then presents once.
@MainActor
package final class Renderer {
    /// The views it draws.
    package let graph: ViewGraph
    /// Where it draws them.
    package let terminal: any Terminal
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private var back: CellBuffer
    @exclusivity(unchecked) private var front: CellBuffer
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
        // Every cell is drawn again, links and all.
        pendingHyperlinks.removeAll()
        back = CellBuffer(size: terminal.size)
        front = CellBuffer(size: terminal.size)
        needsFullRepaint = true
        cursor = nil
        terminal.setCursor(nil)
        graph.components[ScreenWidth.self].changed(to: terminal.size.width)
    }

    /// Follows a terminal that took or gave back rows and kept the rest as
    /// they were (an inline region fitting its content): the front buffer
    /// keeps what the screen still shows, so the full repaint that follows
    /// writes only the cells that differ.
    package func terminalResizedKeepingCells() {
        back = CellBuffer(size: terminal.size)
        front = front.resized(to: terminal.size)
        needsFullRepaint = true
        if let cursor, cursor.y >= terminal.size.height { self.cursor = nil }
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

    /// Drawn over the views each frame, while set: the highlight of updates.
    @exclusivity(unchecked) var overlay: (any FrameOverlay)?

    /// Drawn at the screen's edges, in order, each in the room the ones before
    /// it left; the views take what is left.
    package var panels: [any ScreenPanel] = [] {
        didSet { needsFullRepaint = true }
    }

    /// The screen as the renderer last drew it.
    package var screenLines: [String] { front.lines }

    /// Renders a frame if anything changed; the panels are asked after
    /// evaluation, so they can show this frame's invalidation reasons. Returns
    /// whether it drew. Unless `presenting`, the cells it changed wait in the
    /// terminal for `present()`: frames that follow within one turn (state
    /// written by the first one's actions) reach the screen as one.
    @discardableResult
    package func renderFrame(presenting: Bool = true) -> Bool {
        evaluatePendingChanges()
        // Taken out, and given back emptied with its room once the frame is drawn.
        var evaluated: [ViewNode] = []
        swap(&evaluated, &evaluatedSinceLastFrame)
        defer {
            evaluated.clearKeepingCapacity()
            if evaluatedSinceLastFrame.isEmpty { evaluatedSinceLastFrame = evaluated }
        }
        evaluated += graph.takeRedrawRequests()
        // A layer came, went or was made again: the whole screen is drawn,
        // dimmed under it, without evaluating anything.
        if graph.presentations.changed {
            graph.presentations.changed = false
            needsFullRepaint = true
        }
        if let overlay { evaluated += overlay.nodesToRedraw() }
        var panelsChanged = false
        for panel in panels {
            switch panel.refresh() {
            case .none: break
            case .content: panelsChanged = true
            case .extent: needsFullRepaint = true
            }
        }
        if evaluated.isEmpty && !needsFullRepaint && !panelsChanged { return false }
        // The array of the frame before last, kept with its capacity.
        var rects = spareRects
        spareRects = []
        rects.clearKeepingCapacity()
        if needsFullRepaint {
            repaintAll()
            rects.append(back.bounds)
        } else {
            repaint(evaluated, into: &rects)
            if !graph.presentations.isEmpty {
                for rect in rects { drawPresentations(over: rect, placing: false) }
            }
            if panelsChanged {
                for (panel, place) in zip(panels, panelPlaces) {
                    panel.draw(in: place.area, around: place.inner, all: false, into: &back, rects: &rects)
                }
            }
        }
        needsFullRepaint = false
        overlay?.draw(into: &back)
        if back.hasLinks || front.hasLinks { collectHyperlinks(in: rects) }
        var written = 0
        for rect in rects {
            written += CellDiff.apply(back, onto: &front, in: rect) { point, cell in terminal.write(cell, at: point) }
        }
        if presenting { present() }
        spareRects = lastFrameRects
        lastFrameRects = rects
        lastFrameCellCount = written
        frames += 1
        return true
    }

    /// Finds the runs of `rects` whose links changed, or whose cells did
    /// under a link, for the next `present()`, and takes the links into the
    /// front buffer: before the diff, which brings its cells up to date.
    private func collectHyperlinks(in rects: [Rect]) {
        for rect in rects { pendingHyperlinks += back.hyperlinkRuns(against: front, in: rect) }
        for rect in rects { front.copyLinks(from: back, in: rect) }
    }

    /// Shows the cursor where the focus puts it, hides it otherwise; the
    /// terminal hears of it only when it moves.
    /// Sends what the frames drawn since the last present changed to the
    /// screen, the cursor where the focus puts it.
    package func present() {
        updateCursor()
        if !pendingHyperlinks.isEmpty {
            // Frames drawn since the last present may have changed a run's
            // cells again: what goes is what the screen now holds.
            terminal.writeHyperlinks(front.hyperlinkRuns(redrawing: pendingHyperlinks))
            pendingHyperlinks.removeAll(keepingCapacity: true)
        }
        terminal.present()
    }

    private func updateCursor() {
        let position = graph.cursorAfterLayout()
        guard position != cursor else { return }
        cursor = position
        terminal.setCursor(position)
    }

    /// Runs to draw again inside their links (OSC 8) at the next `present()`.
    @exclusivity(unchecked) private var pendingHyperlinks: [HyperlinkRun] = []
    /// Where the views are laid out: the screen less the panels' room, as of
    /// the latest full repaint (a panel whose room changes asks for one).
    @exclusivity(unchecked) private var treeRect = Rect.zero
    /// Each panel's area and what it leaves inside, as of the latest full repaint.
    private var panelPlaces: [(area: Rect, inner: Rect)] = []

    /// Gives each panel its room, in order, and the views the rest.
    private func placePanels() {
        var area = back.bounds
        panelPlaces.clearKeepingCapacity()
        for panel in panels {
            let inner = panel.insets(in: area.size).inset(area)
            panelPlaces.append((area, inner))
            area = inner
        }
        treeRect = area
    }

    private func repaintAll() {
        // Every node is asked anew all the layouts above it ask: no measurement
        // remembered before is reused, and the answers noted before can go.
        Layout.generation &+= 1
        Layout.wholeLayouts &+= 1
        back.fill(back.bounds)
        placePanels()
        if let host = graph.host {
            host.place(in: treeRect, proposal: ProposedSize(treeRect.size))
            host.draw(into: &back, clip: treeRect)
            drawPresentations(over: treeRect, placing: true)
        }
        var drawn: [Rect] = []
        for (panel, place) in zip(panels, panelPlaces) {
            panel.draw(in: place.area, around: place.inner, all: true, into: &back, rects: &drawn)
        }
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
            // Under a layer, links open nothing, as the views there do.
            if back.hasLinks { back.setLink(0, in: area) }
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
            if let ground = node.groundedAncestor {
                node.keptLayout = false
                if let rect = redraw(Self.layoutTarget(for: ground)) { rects.append(rect) }
                return
            }
            // `if let`, not `Optional.map`: its closure would pay an isolation check.
            let rect = node.keptLayout ? redrawInPlace(node) : redraw(node.outgrewRect ? node.layoutAnchor : node)
            if let rect { rects.append(rect) }
            return
        }
        var targets: [ViewNode] = []
        var ids = Set<ObjectIdentifier>()
        for node in evaluated {
            guard node.isAlive, node.rect != nil else { continue }
            var target = node.keptLayout || !node.outgrewRect ? node : node.layoutAnchor
            if let ground = node.groundedAncestor {
                // Laid out and drawn again with what lies under it.
                node.keptLayout = false
                target = Self.layoutTarget(for: ground)
            }
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

    /// What is laid out again for a node drawn over a fill: the view around
    /// the fill, `ground`, in its rect, or from further up when the node's
    /// change moves it too (a count on a capsule that gains a digit).
    private static func layoutTarget(for ground: ViewNode) -> ViewNode {
        ground.outgrewRect ? ground.layoutAnchor : ground
    }

    /// Lays `node` out again in its rect and rasterizes it; returns the rect.
    private func redraw(_ node: ViewNode) -> Rect? {
        guard let rect = node.rect else { return nil }
        node.place(in: rect, proposal: node.layoutProposal, alone: !node.anchorsLayout)
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
}
