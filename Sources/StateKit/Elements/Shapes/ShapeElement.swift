import Foundation

/// A shape drawn in its frame: it takes all it is offered (a cell when
/// offered nothing in particular), and keeps its cells until its frame's
/// size, its shape or its paint changes, so that a frame that redraws it
/// only copies them.
final class ShapeElement: Element {
    /// The shape, compared with the one drawn before.
    let outline: ShapeOutline
    let mode: ShapeRaster.Mode
    let paint: ShapePaint
    /// The colour behind it, from a `.background` around it.
    let background: Color?
    /// The cells drawn, relative to the frame's top-left corner.
    private var cells: [RasterCell]?
    private var cellsSize: Size?
    /// Shapes drawn anew so far, in the whole process: what tests count.
    @exclusivity(unchecked) package static var rasterisations = 0

    init(outline: ShapeOutline, mode: ShapeRaster.Mode, paint: ShapePaint, background: Color?) {
        self.outline = outline
        self.mode = mode
        self.paint = paint
        self.background = background
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? ShapeElement else { return false }
        frame = old.frame
        // The same shape drawn alike keeps the old cells: an evaluation
        // around it does not draw it again.
        if old.mode == mode, old.paint == paint, old.background == background, old.outline == outline {
            cells = old.cells
            cellsSize = old.cellsSize
        }
        return true
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        if cellsSize != frame.size || cells == nil {
            cells = rasterise(size: frame.size)
            cellsSize = frame.size
            Self.rasterisations += 1
        }
        guard let cells else { return }
        for entry in cells {
            let x = frame.minX + entry.x
            let y = frame.minY + entry.y
            guard clip.contains(Point(x: x, y: y)), buffer.bounds.contains(Point(x: x, y: y)) else { continue }
            buffer.place(
                CellJoining.joined(entry.cell, over: buffer[x, y], background: background), x: x, y: y, clip: clip)
        }
    }

    /// Gives the cells of `rect` that this shape fills wholly, and that a
    /// view drawn later covered with glyphs of its own on no background, the
    /// shape's colour behind them: text over a filled card reads on the card.
    func paintBehind(_ rect: Rect, in buffer: inout CellBuffer) {
        guard case .fill = mode, let cells else { return }
        let area = rect.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        for entry in cells {
            guard let color = entry.behind else { continue }
            let point = Point(x: frame.minX + entry.x, y: frame.minY + entry.y)
            guard area.contains(point) else { continue }
            var cell = buffer[point]
            guard cell != entry.cell, cell.colors.colors.background == nil else { continue }
            cell.colors = ColorPair(foreground: cell.colors.colors.foreground, background: color)
            buffer.store(cell, x: point.x, y: point.y)
        }
    }

    /// The shape's cells in a frame of `size`.
    private func rasterise(size: Size) -> [RasterCell] {
        let rect = CGRect(x: 0, y: 0, width: CGFloat(size.width) * 8, height: CGFloat(size.height) * 16)
        let path = outline.path(rect)
        let box = outline.boxCorners.map { rounded in
            let heavy: Bool
            let dashed: Bool
            if case .stroke(let style) = mode {
                heavy = style.lineWidth > 2
                dashed = !style.dash.isEmpty
            } else {
                heavy = false
                dashed = false
            }
            return BoxOutline(rounded: rounded, isHeavy: heavy, isDashed: dashed)
        }
        let raster = ShapeRaster(path: path, columns: size.width, rows: size.height, mode: mode, box: box)
        // A translucent colour (a track under a progress ring) is drawn dim, as text in it is.
        let style: Style = paint.isFaint ? .dim : .plain
        return raster.glyphs.map { glyph in
            let cell = paint.cell(
                glyph.character, x: glyph.x, y: glyph.y, size: size, background: background, style: style)
            let behind = glyph.character == "█" ? paint.behind(x: glyph.x, y: glyph.y, size: size) : nil
            return RasterCell(x: glyph.x, y: glyph.y, cell: cell, behind: behind)
        }
    }
}

/// A cell of a shape, relative to its frame's top-left corner.
struct RasterCell {
    let x: Int
    let y: Int
    let cell: Cell
    /// For a cell the shape covers wholly, the colour text drawn over it
    /// reads on; `nil` for another.
    let behind: Color?
}
