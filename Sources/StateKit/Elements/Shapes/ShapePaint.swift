/// What a shape is painted in: one colour (`nil` for the terminal's own
/// foreground), or a gradient sampled at each pixel or cell.
enum ShapePaint: Equatable {
    case color(Color?)
    case gradient(GradientPaint)

    /// The cell showing `glyph` at (`x`, `y`) of a frame `size`, on `background`.
    /// A full block of a gradient shows both its pixels: the top one's colour
    /// over the bottom one's.
    @MainActor
    func cell(_ glyph: Character, x: Int, y: Int, size: Size, background: Color?, style: Style) -> Cell {
        switch self {
        case .color(let color):
            return Cell(glyph, style: style, colors: ColorPair(foreground: color, background: background))
        case .gradient(let gradient):
            switch glyph {
            case "█":
                let top = gradient.color(x: x, y: y, half: 0, size: size)
                let bottom = gradient.color(x: x, y: y, half: 1, size: size)
                if top == bottom { return Cell("█", style: style, colors: ColorPair(foreground: top, background: nil)) }
                return Cell("▀", style: style, colors: ColorPair(foreground: top, background: bottom))
            case "▀":
                let top = gradient.color(x: x, y: y, half: 0, size: size)
                return Cell(glyph, style: style, colors: ColorPair(foreground: top, background: background))
            case "▄":
                let bottom = gradient.color(x: x, y: y, half: 1, size: size)
                return Cell(glyph, style: style, colors: ColorPair(foreground: bottom, background: background))
            default:
                let color = gradient.color(x: x, y: y, size: size)
                return Cell(glyph, style: style, colors: ColorPair(foreground: color, background: background))
            }
        }
    }

    /// The colour behind text drawn over cell (`x`, `y`), wholly covered.
    func behind(x: Int, y: Int, size: Size) -> Color? {
        switch self {
        case .color(let color): color
        case .gradient(let gradient): gradient.color(x: x, y: y, size: size)
        }
    }

    /// Whether a translucent colour makes it dim.
    var isFaint: Bool {
        if case .color(let color?) = self { return color.isFaint }
        return false
    }
}
