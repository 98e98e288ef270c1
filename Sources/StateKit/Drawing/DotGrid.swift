import Foundation

/// The braille dot grid over a rect of cells: two dots across and four down
/// a cell (U+2800 to U+28FF), each dot 4 points square, as a column is 8
/// points wide and a row 16 tall. Thin strokes are drawn here.
struct DotGrid {
    let columns: Int
    let rows: Int
    /// One byte a cell: its braille dots, bit by bit as Unicode numbers them.
    private(set) var dots: [UInt8]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        dots = Array(repeating: 0, count: self.columns * self.rows)
    }

    /// Unicode's bit for the dot at column `x` (0 or 1) and row `y` (0 to 3) of a cell.
    private static let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// Sets the dot under `point`, in points from the grid's top-left corner.
    /// A point on the far edge (a stroke along a frame's trailing or bottom
    /// side) takes the last dot; one further out is left out.
    mutating func plot(_ point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else { return }
        var x = (point.x / 4).gridIndex
        var y = (point.y / 4).gridIndex
        if x == columns * 2 { x -= 1 }
        if y == rows * 4 { y -= 1 }
        guard x >= 0, y >= 0, x < columns * 2, y < rows * 4 else { return }
        dots[(y / 4) * columns + x / 2] |= Self.bits[x % 2][y % 4]
    }

    /// Draws `lines` a dot wide, where `dashes` draws.
    mutating func stroke(_ lines: [Polyline], dashes: Dashes) {
        var travelled: CGFloat = 0
        for line in lines {
            travelled = line.sample(every: 1, from: travelled) { point, distance in
                if dashes.draws(at: distance) { plot(point) }
            }
        }
    }

    /// The cells with dots, each with its braille glyph.
    func forEachCell(_ body: (_ x: Int, _ y: Int, _ glyph: Character) -> Void) {
        for (index, bits) in dots.enumerated() where bits != 0 {
            body(index % columns, index / columns, Character(Unicode.Scalar(0x2800 + UInt32(bits))!))
        }
    }
}
