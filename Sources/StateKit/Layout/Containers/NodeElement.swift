/// A child view node standing in its parent's layout.
final class NodeElement: Element {
    let node: ViewNode

    init(node: ViewNode) {
        self.node = node
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        node.sizeThatFits(proposal)
    }

    override func place(in rect: Rect) {
        frame = rect
        node.place(in: rect, proposal: ProposedSize(rect.size))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        node.draw(into: &buffer, clip: clip)
    }

    /// The same node, whose content has its frames (placed, or kept from the
    /// content before), is where it was.
    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? NodeElement, old.node === node, node.rect != nil, node.contentIsPlaced else {
            return false
        }
        frame = old.frame
        return true
    }

    override func forEachNode(_ visit: (ViewNode) -> Void) {
        visit(node)
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        node.content.forEachFocusable(visit)
    }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) {
        node.content.forEachScrollable(visit)
    }
}

/// A plain border: around a primitive given `.pane()` (it then fills what it is
/// offered, as panes do), or from `.border()` (as large as its content).
final class BorderElement: SingleChildElement {
    let fills: Bool

    init(child: Element, fills: Bool) {
        self.fills = fills
        super.init(child: child)
    }

    override var stackAxis: Axis? {
        get { nil }
        set {}
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool {
        (old as? BorderElement)?.fills == fills
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let content = child.sizeThatFits(PaneFrame.inner(proposal))
        return fills ? PaneFrame.fill(proposal, content: content) : PaneFrame.wrap(content)
    }

    override func place(in rect: Rect) {
        frame = rect
        child.place(in: PaneFrame.contentRect(of: rect))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        PaneFrame.draw(title: nil, in: frame, clip: clip, into: &buffer)
        child.draw(into: &buffer, clip: PaneFrame.contentRect(of: frame).intersection(clip))
    }
}
