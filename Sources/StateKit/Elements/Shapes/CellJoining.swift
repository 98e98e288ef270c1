/// How a shape's cell is drawn over what is there: dots over dots join,
/// and a half block over another shape's block keeps the other half's colour.
@MainActor
enum CellJoining {
    /// `cell` drawn over `under`, on `background` where neither half is painted.
    static func joined(_ cell: Cell, over under: Cell, background: Color?) -> Cell {
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
}
