/// A view with a line around it, in the cells around its content:
/// `border(_:width:)`.
final class OutlineElement: SingleChildElement {
    let outline: BoxOutline
    let color: Color?

    init(child: Element, outline: BoxOutline, color: Color?) {
        self.outline = outline
        self.color = color
        super.init(child: child)
    }

    override var stackAxis: Axis? {
        get { nil }
        set {}
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool { old is OutlineElement }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height.map { max(0, $0 - 2) })
        let content = child.sizeThatFits(inner)
        return Size(width: content.width + 2, height: content.height + 2)
    }

    override func place(in rect: Rect) {
        super.place(in: rect)
        child.place(
            in: Rect(
                x: rect.minX + 1, y: rect.minY + 1, width: max(0, rect.size.width - 2),
                height: max(0, rect.size.height - 2)))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let colors = ColorPair(foreground: color, background: nil)
        outline.forEachCell(columns: frame.size.width, rows: frame.size.height) { x, y, glyph in
            buffer.put(glyph, x: frame.minX + x, y: frame.minY + y, colors: colors, clip: clip)
        }
        child.draw(into: &buffer, clip: clip)
    }
}
