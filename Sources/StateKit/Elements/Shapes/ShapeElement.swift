import Foundation

/// A shape drawn in its frame: it takes all it is offered (a cell when
/// offered nothing in particular), and keeps its raster until its frame's
/// size changes, so that a frame that redraws it only copies cells.
final class ShapeElement: Element {
    /// The shape, compared with the one drawn before.
    let outline: ShapeOutline
    let mode: ShapeRaster.Mode
    /// The colour of its glyphs; `nil` for the terminal's own.
    let paint: Color?
    /// The colour behind it, from a `.background` around it.
    let background: Color?
    private var raster: ShapeRaster?
    /// Shapes drawn anew so far, in the whole process: what tests count.
    @exclusivity(unchecked) package static var rasterisations = 0
    private var rasterSize: Size?

    init(outline: ShapeOutline, mode: ShapeRaster.Mode, paint: Color?, background: Color?) {
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
        // The same shape drawn the same way keeps the old raster: an
        // evaluation around it does not draw it again.
        if old.mode == mode, old.outline == outline {
            raster = old.raster
            rasterSize = old.rasterSize
        }
        return true
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        if rasterSize != frame.size || raster == nil {
            raster = rasterise(size: frame.size)
            Self.rasterisations += 1
            rasterSize = frame.size
        }
        guard let raster else { return }
        let colors = ColorPair(foreground: paint, background: background)
        // A translucent colour (a track under a progress ring) is drawn dim, as text in it is.
        let style: Style = paint?.isFaint == true ? .dim : .plain
        for glyph in raster.glyphs {
            let x = frame.minX + glyph.x
            let y = frame.minY + glyph.y
            var character = glyph.character
            // Dots drawn over dots join them, as a trimmed ring over its track.
            if let dots = Self.brailleDots(character), buffer.bounds.contains(Point(x: x, y: y)),
                let under = Self.brailleDots(buffer[x, y])
            {
                character = Character(Unicode.Scalar(0x2800 + UInt32(dots | under))!)
            }
            // A half block over a block of another shape keeps the other half's colour.
            if character == "▀" || character == "▄", buffer.bounds.contains(Point(x: x, y: y)),
                let under = HalfBlocks(buffer[x, y])
            {
                var cell = HalfBlocks(over: under, character == "▀", paint).cell(background: background)
                cell.style = style
                if clip.contains(Point(x: x, y: y)) { buffer.store(cell, x: x, y: y) }
                continue
            }
            buffer.put(character, x: x, y: y, style: style, colors: colors, clip: clip)
        }
    }

    /// The dots of a braille glyph, or `nil` for another glyph.
    private static func brailleDots(_ character: Character) -> UInt8? {
        guard let scalar = character.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value) else { return nil }
        return UInt8(scalar.value - 0x2800)
    }

    private static func brailleDots(_ cell: Cell) -> UInt8? {
        guard let scalar = cell.scalar, (0x2800...0x28FF).contains(scalar.value) else { return nil }
        return UInt8(scalar.value - 0x2800)
    }

    /// Gives the cells of `rect` that this shape fills wholly, and that a
    /// view drawn later covered with glyphs of its own on no background, the
    /// shape's colour behind them: text over a filled card reads on the card.
    func paintBehind(_ rect: Rect, in buffer: inout CellBuffer) {
        guard case .fill = mode, let paint, let raster else { return }
        let area = rect.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        for glyph in raster.glyphs where glyph.character == "█" {
            let point = Point(x: frame.minX + glyph.x, y: frame.minY + glyph.y)
            guard area.contains(point) else { continue }
            var cell = buffer[point]
            guard cell.scalar != "█", cell.colors.colors.background == nil else { continue }
            cell.colors = ColorPair(foreground: cell.colors.colors.foreground, background: paint)
            buffer.store(cell, x: point.x, y: point.y)
        }
    }

    /// The shape drawn in a frame of `size`, in points from its top-left corner.
    private func rasterise(size: Size) -> ShapeRaster {
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
        return ShapeRaster(path: path, columns: size.width, rows: size.height, mode: mode, box: box)
    }
}
