/// One terminal cell: a grapheme, the columns it takes and its style.
///
/// A glyph two columns wide (CJK, most emoji) is stored in its first cell with
/// `width == 2`; the cell to its right is a continuation cell (`width == 0`) that
/// backends never write.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var width: UInt8
    public var style: Style

    public init(_ character: Character, width: Int, style: Style = .plain) {
        self.character = character
        self.width = UInt8(truncatingIfNeeded: width)
        self.style = style
    }

    public init(_ character: Character, style: Style = .plain) {
        self.init(character, width: character.terminalWidth, style: style)
    }

    /// An empty cell.
    public static let blank = Cell(" ", width: 1)
    /// The right half of a wide glyph.
    public static let continuation = Cell(" ", width: 0)

    public var isContinuation: Bool { width == 0 }
}
