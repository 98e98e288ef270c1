/// A child drawn over its frame filled with a colour: `.background(_:)`.
final class BackgroundElement: SingleChildElement {
    let colors: ColorPair

    init(child: Element, colors: ColorPair) {
        self.colors = colors
        super.init(child: child)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        buffer.fill(frame.intersection(clip), with: Cell(ascii: 0x20, style: .plain, colors: colors))
        child.draw(into: &buffer, clip: clip)
    }
}
