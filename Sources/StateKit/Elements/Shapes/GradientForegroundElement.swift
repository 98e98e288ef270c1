/// A view whose glyphs take the colour a gradient has where each lies in
/// the view's frame: `foregroundStyle` with a gradient. What lies behind
/// them keeps its colour.
final class GradientForegroundElement: SingleChildElement {
    let gradient: GradientPaint

    init(child: Element, gradient: GradientPaint) {
        self.gradient = gradient
        super.init(child: child)
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool { old is GradientForegroundElement }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        child.draw(into: &buffer, clip: clip)
        let area = frame.intersection(clip).intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                var cell = buffer[x, y]
                guard !cell.isContinuation, cell.scalar != " " else { continue }
                let color = gradient.color(x: x - frame.minX, y: y - frame.minY, size: frame.size)
                cell.colors = ColorPair(foreground: color, background: cell.colors.colors.background)
                buffer.store(cell, x: x, y: y)
            }
        }
    }
}
