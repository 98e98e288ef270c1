/// One terminal cell: a grapheme, the columns it takes and its style.
///
/// A glyph two columns wide (CJK, most emoji) is stored in its first cell with
/// `width == 2`; the cell to its right is a continuation cell (`width == 0`) that
/// backends never write.
///
/// A cell is 8 bytes (the colours are a 16-bit pair number): a grapheme of one code point is stored as that code
/// point, a longer one (a flag, an emoji with a modifier, a letter with a
/// combining accent) as a number from `GraphemeTable`. Filling and diffing the
/// buffers then compare and copy plain integers.
package struct Cell: Hashable, Sendable {
    let glyph: UInt32
    /// The columns the grapheme takes: 1, 2 for a wide glyph, 0 for a continuation cell.
    package var width: UInt8
    /// The cell's text attributes.
    package var style: Style
    /// The cell's foreground and background colours, as a registered pair.
    package var colors: ColorPair

    /// A cell showing `character`, taking `width` columns.
    package init(_ character: Character, width: Int, style: Style = .plain, colors: ColorPair = .default) {
        self.glyph = GraphemeTable.shared.glyph(for: character)
        self.width = UInt8(truncatingIfNeeded: width)
        self.style = style
        self.colors = colors
    }

    /// A cell showing `character`, as many columns wide as the terminal draws it.
    package init(_ character: Character, style: Style = .plain, colors: ColorPair = .default) {
        self.init(character, width: character.terminalWidth, style: style, colors: colors)
    }

    /// A one-column cell holding printable ASCII `byte`, made without a `Character`.
    init(ascii byte: UInt8, style: Style, colors: ColorPair = .default) {
        glyph = UInt32(byte)
        width = 1
        self.style = style
        self.colors = colors
    }

    /// The grapheme shown.
    package var character: Character { GraphemeTable.shared.character(for: glyph) }

    /// The grapheme's only code point, if it has just one.
    var scalar: Unicode.Scalar? { GraphemeTable.shared.scalar(for: glyph) }

    /// The grapheme's code points, in order.
    var unicodeScalars: some Sequence<Unicode.Scalar> {
        GraphemeTable.shared.scalars(for: glyph)
    }

    /// An empty cell.
    package static let blank = Cell(ascii: 0x20, style: .plain)
    /// The right half of a wide glyph.
    package static let continuation = Cell(" ", width: 0)

    /// Whether this is the right half of a wide glyph, a cell backends never write.
    package var isContinuation: Bool { width == 0 }

    /// Whether a cell is exactly one 64-bit word, its fields without padding:
    /// then two cells are equal exactly when their words are.
    static var isWord: Bool {
        MemoryLayout<Cell>.size == MemoryLayout<UInt64>.size
            && MemoryLayout<Cell>.stride == MemoryLayout<UInt64>.stride
            && MemoryLayout<UInt32>.size + MemoryLayout<UInt8>.size + MemoryLayout<Style>.size
                + MemoryLayout<ColorPair>.size == MemoryLayout<UInt64>.size
    }
}
