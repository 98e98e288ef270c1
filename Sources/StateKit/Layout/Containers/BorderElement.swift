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
