/// A plain border: around a primitive given `.pane()` (it then fills what it is
/// offered, as panes do), or from `.border()` (as large as its content).
final class BorderElement: SingleChildElement {
    let fills: Bool
    /// Drawn bold in the top edge (a `GroupBox`'s label).
    let title: String?
    /// Rounded corners, as iOS draws a group box.
    let rounded: Bool

    init(child: Element, fills: Bool, title: String? = nil, rounded: Bool = false) {
        self.fills = fills
        self.title = title
        self.rounded = rounded
        super.init(child: child)
    }

    override var stackAxis: Axis? {
        get { nil }
        set {}
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool {
        guard let old = old as? BorderElement else { return false }
        return old.fills == fills && old.rounded == rounded && old.title?.terminalWidth == title?.terminalWidth
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let content = child.sizeThatFits(PaneFrame.inner(proposal))
        var size = fills ? PaneFrame.fill(proposal, content: content) : PaneFrame.wrap(content)
        // Room for the title in the top edge, where the proposal has it.
        if let title {
            let wanted = title.terminalWidth + 4
            size.width = max(size.width, min(wanted, proposal.width ?? wanted))
        }
        return size
    }

    override func place(in rect: Rect) {
        frame = rect
        child.place(in: PaneFrame.contentRect(of: rect))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        PaneFrame.draw(title: title, in: frame, clip: clip, rounded: rounded, into: &buffer)
        child.draw(into: &buffer, clip: PaneFrame.contentRect(of: frame).intersection(clip))
    }
}
