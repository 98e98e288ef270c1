/// A colour filling its frame: all it is offered, a cell when offered
/// nothing in particular.
final class ColorFillElement: Element {
    let color: Color

    init(color: Color) {
        self.color = color
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func adoptLayout(of old: Element) -> Bool {
        guard old is ColorFillElement else { return false }
        frame = old.frame
        return true
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        guard color != .clear else { return }
        buffer.fill(
            frame.intersection(clip),
            with: Cell(ascii: 0x20, style: .plain, colors: ColorPair(foreground: nil, background: color)))
    }
}
