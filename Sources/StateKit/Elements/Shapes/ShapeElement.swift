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
    /// The cells drawn, relative to the frame's top-left corner; `full` for
    /// one the shape covers wholly.
    private var cells: [(x: Int, y: Int, cell: Cell, full: Bool)]?
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
            buffer.place(Self.joined(entry.cell, over: buffer[x, y], background: background), x: x, y: y, clip: clip)
        }
    }

    /// `cell` drawn over `under`: dots over dots join, and a half block over
    /// another shape's block keeps the other half's colour.
    private static func joined(_ cell: Cell, over under: Cell, background: Color?) -> Cell {
        guard let scalar = cell.scalar else { return cell }
        if let dots = brailleDots(scalar), let underScalar = under.scalar, let below = brailleDots(underScalar) {
            var joined = Cell(Character(Unicode.Scalar(0x2800 + UInt32(dots | below))!), colors: cell.colors)
            joined.style = cell.style
            return joined
        }
        guard scalar == "▀" || scalar == "▄", cell.colors.colors.background == background,
            let below = HalfBlocks(under)
        else { return cell }
        var joined = HalfBlocks(over: below, scalar == "▀", cell.colors.colors.foreground).cell(background: background)
        joined.style = cell.style
        return joined
    }

    /// The dots of a braille glyph, or `nil` for another glyph.
    private static func brailleDots(_ scalar: Unicode.Scalar) -> UInt8? {
        (0x2800...0x28FF).contains(scalar.value) ? UInt8(scalar.value - 0x2800) : nil
    }

    /// Gives the cells of `rect` that this shape fills wholly, and that a
    /// view drawn later covered with glyphs of its own on no background, the
    /// shape's colour behind them: text over a filled card reads on the card.
    func paintBehind(_ rect: Rect, in buffer: inout CellBuffer) {
        guard case .fill = mode, let cells, let size = cellsSize else { return }
        let area = rect.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        for entry in cells where entry.full {
            let point = Point(x: frame.minX + entry.x, y: frame.minY + entry.y)
            guard area.contains(point), let color = paint.behind(x: entry.x, y: entry.y, size: size) else { continue }
            var cell = buffer[point]
            guard cell != entry.cell, cell.colors.colors.background == nil else { continue }
            cell.colors = ColorPair(foreground: cell.colors.colors.foreground, background: color)
            buffer.store(cell, x: point.x, y: point.y)
        }
    }

    /// The shape's cells in a frame of `size`.
    private func rasterise(size: Size) -> [(x: Int, y: Int, cell: Cell, full: Bool)] {
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
            return (glyph.x, glyph.y, cell, glyph.character == "█")
        }
    }
}
