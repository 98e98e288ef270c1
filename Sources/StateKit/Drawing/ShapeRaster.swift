import Foundation

/// A shape drawn into cells: the glyph of each cell it marks, relative to the
/// top-left cell of its frame. Made again only when the frame's size or the
/// shape changes; drawn from here at every frame.
struct ShapeRaster: Equatable {
    /// How the shape is drawn.
    enum Mode: Equatable {
        /// Its inside, by the even-odd rule or the non-zero one.
        case fill(evenOdd: Bool)
        /// Its outline.
        case stroke(StrokeStyle)
    }

    struct Glyph: Equatable {
        let x: Int
        let y: Int
        let character: Character
    }

    private(set) var glyphs: [Glyph] = []

    /// `path` (in points, its origin the frame's top-left corner) drawn in
    /// a frame `columns` by `rows`: filled in full and half blocks; stroked
    /// in `box` characters where the shape is a box of cells, in half blocks
    /// when 8 points wide or more, else on the braille dot grid.
    init(path: Path, columns: Int, rows: Int, mode: Mode, box: BoxOutline?) {
        guard columns > 0, rows > 0 else { return }
        switch mode {
        case .fill(let evenOdd):
            var grid = PixelGrid(columns: columns, rows: rows)
            grid.fill(path.flattened(), evenOdd: evenOdd)
            add(grid)
        case .stroke(let style):
            if let box {
                // The box lies on the cells its outline's bounds cover: an
                // inset or moved box as much inside or aside as the nearest cells.
                let bounds = path.boundingRect
                guard !bounds.isNull, bounds.minX.isFinite, bounds.maxX.isFinite else { return }
                // A box reaching past the frame is cut a cell beyond it:
                // its edges out there are not seen, and cost nothing.
                let left = max(-1, Self.cell(bounds.minX / 8))
                let top = max(-1, Self.cell(bounds.minY / 16))
                let right = min(columns + 1, max(left + 1, Self.cell(bounds.maxX / 8)))
                let bottom = min(rows + 1, max(top + 1, Self.cell(bounds.maxY / 16)))
                guard left < right, top < bottom else { return }
                box.forEachCell(columns: right - left, rows: bottom - top) { x, y, glyph in
                    let column = left + x
                    let row = top + y
                    if column >= 0, column < columns, row >= 0, row < rows {
                        glyphs.append(Glyph(x: column, y: row, character: glyph))
                    }
                }
            } else if style.lineWidth >= 8 {
                var grid = PixelGrid(columns: columns, rows: rows)
                grid.stroke(path.flattened(), width: style.lineWidth, dashes: style.dashes)
                add(grid)
            } else if style.lineWidth > 0 {
                var grid = DotGrid(columns: columns, rows: rows)
                grid.stroke(path.flattened(tolerance: 1), dashes: style.dashes)
                grid.forEachCell { glyphs.append(Glyph(x: $0, y: $1, character: $2)) }
            }
        }
    }

    /// The nearest cell boundary to `cells`, within a screen's reach.
    private static func cell(_ cells: CGFloat) -> Int {
        cells.isNaN ? -1_048_576 : Int(max(-1_048_576, min(1_048_576, cells.rounded())))
    }

    private mutating func add(_ grid: PixelGrid) {
        grid.forEachCell { x, y, top, bottom in
            glyphs.append(Glyph(x: x, y: y, character: top && bottom ? "█" : top ? "▀" : "▄"))
        }
    }
}
