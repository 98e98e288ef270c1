/// A rectangle's outline in box-drawing characters, on the outermost cells
/// of its rect: how the straight edges of rectangles, rounded rectangles and
/// capsules are stroked. A rect one row tall is a line across, one column
/// wide a line down.
struct BoxOutline: Equatable {
    /// The corners drawn rounded (`╭╮╯╰`); the others are square.
    var rounded: RoundedCorners
    /// Heavy lines (`━┃`), for strokes wider than 2 points. Rounded corners
    /// have no heavy form: a box with one is drawn light.
    var isHeavy: Bool
    /// Dashed lines (`┄┆`).
    var isDashed: Bool

    private var glyphs: (horizontal: Character, vertical: Character, corners: [Character]) {
        let heavy = isHeavy && rounded.isEmpty
        let horizontal: Character = isDashed ? (heavy ? "┅" : "┄") : (heavy ? "━" : "─")
        let vertical: Character = isDashed ? (heavy ? "┇" : "┆") : (heavy ? "┃" : "│")
        let square: [Character] = heavy ? ["┏", "┓", "┛", "┗"] : ["┌", "┐", "┘", "└"]
        let round: [Character] = ["╭", "╮", "╯", "╰"]
        let corners = RoundedCorners.clockwise.enumerated().map { rounded.contains($1) ? round[$0] : square[$0] }
        return (horizontal, vertical, corners)
    }

    /// Calls `body` with each cell of the outline of a rect `columns` by `rows`.
    func forEachCell(columns: Int, rows: Int, _ body: (_ x: Int, _ y: Int, _ glyph: Character) -> Void) {
        guard columns > 0, rows > 0 else { return }
        let glyphs = glyphs
        if rows == 1 {
            for x in 0..<columns { body(x, 0, glyphs.horizontal) }
            return
        }
        if columns == 1 {
            for y in 0..<rows { body(0, y, glyphs.vertical) }
            return
        }
        let right = columns - 1
        let bottom = rows - 1
        body(0, 0, glyphs.corners[0])
        body(right, 0, glyphs.corners[1])
        body(right, bottom, glyphs.corners[2])
        body(0, bottom, glyphs.corners[3])
        for x in 1..<right {
            body(x, 0, glyphs.horizontal)
            body(x, bottom, glyphs.horizontal)
        }
        for y in 1..<bottom {
            body(0, y, glyphs.vertical)
            body(right, y, glyphs.vertical)
        }
    }
}

/// Which corners of a box are rounded.
struct RoundedCorners: OptionSet, Hashable {
    let rawValue: UInt8

    static let topLeading = RoundedCorners(rawValue: 1)
    static let topTrailing = RoundedCorners(rawValue: 2)
    static let bottomTrailing = RoundedCorners(rawValue: 4)
    static let bottomLeading = RoundedCorners(rawValue: 8)
    static let all: RoundedCorners = [.topLeading, .topTrailing, .bottomTrailing, .bottomLeading]
    /// The corners in the order a box's outline goes round them.
    static let clockwise: [RoundedCorners] = [.topLeading, .topTrailing, .bottomTrailing, .bottomLeading]
}
