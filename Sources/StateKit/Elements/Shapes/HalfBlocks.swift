/// A cell read as two pixels, its top and bottom halves, each painted in a
/// colour or not at all: how a half block drawn over another shape's block
/// keeps the other half.
@MainActor
struct HalfBlocks {
    enum Pixel: Equatable {
        case empty
        /// A colour; `nil` for the terminal's own foreground.
        case painted(Color?)
    }

    var top: Pixel
    var bottom: Pixel

    init(top: Pixel, bottom: Pixel) {
        self.top = top
        self.bottom = bottom
    }

    /// The pixels of `cell`, if it is a block, a half block or a blank; `nil` for another glyph.
    init?(_ cell: Cell) {
        guard let scalar = cell.scalar else { return nil }
        let (foreground, background) = cell.colors.colors
        let back: Pixel = background.map { .painted($0) } ?? .empty
        switch scalar {
        case "█": (top, bottom) = (.painted(foreground), .painted(foreground))
        case "▀": (top, bottom) = (.painted(foreground), back)
        case "▄": (top, bottom) = (back, .painted(foreground))
        case " ": (top, bottom) = (back, back)
        default: return nil
        }
    }

    /// `under` with its top half (`top`) or its bottom half painted `paint`.
    init(over under: HalfBlocks, _ top: Bool, _ paint: Color?) {
        self.top = top ? .painted(paint) : under.top
        self.bottom = top ? under.bottom : .painted(paint)
    }

    /// The cell that shows the two pixels, on `background` where neither is painted.
    func cell(background: Color?) -> Cell {
        switch (top, bottom) {
        case (.empty, .empty):
            return Cell(" ", colors: ColorPair(foreground: nil, background: background))
        case (.painted(let color), .empty):
            return Cell("▀", colors: ColorPair(foreground: color, background: background))
        case (.empty, .painted(let color)):
            return Cell("▄", colors: ColorPair(foreground: color, background: background))
        case (.painted(let upper), .painted(let lower)) where upper == lower:
            return Cell("█", colors: ColorPair(foreground: upper, background: background))
        case (.painted(let upper), .painted(let lower)):
            // The terminal's own foreground cannot be a background: it takes the glyph.
            if upper == nil { return Cell("▀", colors: ColorPair(foreground: nil, background: lower)) }
            return Cell("▄", colors: ColorPair(foreground: lower, background: upper))
        }
    }
}
