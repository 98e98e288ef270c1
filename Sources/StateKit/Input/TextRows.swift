/// Where the lines of a multi-line text fall at a width: each paragraph
/// broken at its spaces, as a `Text` is, a word no line holds broken at the
/// width. Every grapheme belongs to one row, the spaces a row ends at
/// included, so that a cursor position always has its row and column.
struct TextRows: Equatable {
    /// The graphemes of each row, as a range of the text's.
    let rows: [Range<Int>]

    /// The rows of `characters` at `width`.
    init(_ characters: [Character], width: Int) {
        self.init(breaking: GraphemeRowText(characters: characters), width: width)
    }

    /// The rows of the line editor's text at `width`: counted over its bytes
    /// when each grapheme is one (`LineEditor.utf8IfOneBytePerGrapheme`),
    /// otherwise with the byte of each one-byte grapheme beside it, where a
    /// walk over its graphemes compares each with a line break and a space
    /// as a string.
    init(_ editor: LineEditor, width: Int) {
        if let rows = editor.utf8IfOneBytePerGrapheme({ TextRows(breaking: ByteRowText(bytes: $0), width: width) }) {
            self = rows
        } else if let text = MixedRowText(editor) {
            self.init(breaking: text, width: width)
        } else {
            self.init(editor.characters, width: width)
        }
    }

    private init(breaking text: some RowBreakingText, width: Int) {
        let width = max(1, width)
        var rows: [Range<Int>] = []
        var start = 0
        var column = 0
        /// Where the row could break last: after a space.
        var lastBreak: Int?
        var index = 0
        while index < text.count {
            if text.isNewline(index) {
                rows.append(start..<index)
                start = index + 1
                column = 0
                lastBreak = nil
                index += 1
                continue
            }
            let columns = text.columns(index)
            let isSpace = text.isSpace(index)
            if column + columns > width && !isSpace && index > start {
                let end = lastBreak ?? index
                rows.append(start..<end)
                start = end
                column = 0
                for carried in start..<index { column += text.columns(carried) }
                lastBreak = nil
                continue
            }
            column += columns
            if isSpace { lastBreak = index + 1 }
            index += 1
        }
        rows.append(start..<text.count)
        self.rows = rows
    }

    /// The row and column of the cursor before grapheme `index`: a cursor
    /// at the end of a row that wrapped stands at the start of the next.
    /// Found by halving: the rows' ends only grow.
    func position(of index: Int, in editor: LineEditor) -> (row: Int, column: Int) {
        let characters = editor.characters
        var low = 0
        var high = rows.count
        // The first row that ends at `index` or after it.
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].upperBound < index { low = middle + 1 } else { high = middle }
        }
        guard low < rows.count else { return (max(0, rows.count - 1), 0) }
        var row = low
        let end = rows[row].upperBound
        let endsParagraph = end < characters.count && characters[end] == "\n"
        if end == index && row < rows.count - 1 && !endsParagraph { row += 1 }
        let range = rows[row]
        return (row, Self.columns(of: range.lowerBound..<max(range.lowerBound, index), in: editor))
    }

    /// The columns of graphemes `range` as the rows count them: a zero-width
    /// one takes one.
    private static func columns(of range: Range<Int>, in editor: LineEditor) -> Int {
        if editor.isOneBytePerGrapheme { return range.count }
        var total = 0
        for character in editor.characters[range] { total += max(1, character.terminalWidth) }
        return total
    }

    /// The grapheme index at `column` of `row`, or the row's end.
    func index(atRow row: Int, column: Int, in characters: [Character]) -> Int {
        let range = rows[max(0, min(row, rows.count - 1))]
        var used = 0
        for index in range {
            let columns = max(1, characters[index].terminalWidth)
            if used + columns > column { return index }
            used += columns
        }
        // Past the row's text: its end, before the space it wrapped at.
        let end = range.upperBound
        let wrapped = row < rows.count - 1 && end < characters.count && characters[end] != "\n"
        return wrapped && end > range.lowerBound && characters[end - 1] == " " ? end - 1 : end
    }
}

/// A text as rows are broken from it: which graphemes end a paragraph, which
/// a row may end after, and the columns each takes, at least one.
private protocol RowBreakingText {
    var count: Int { get }
    func isNewline(_ index: Int) -> Bool
    func isSpace(_ index: Int) -> Bool
    func columns(_ index: Int) -> Int
}

/// Any text, grapheme by grapheme.
private struct GraphemeRowText: RowBreakingText {
    let characters: [Character]
    var count: Int { characters.count }
    func isNewline(_ index: Int) -> Bool { characters[index] == "\n" }
    func isSpace(_ index: Int) -> Bool { characters[index] == " " }
    func columns(_ index: Int) -> Int { max(1, characters[index].terminalWidth) }
}

/// Any text, each grapheme of one byte told by that byte (most of the
/// graphemes of most text: an accented letter here and there leaves the
/// rest to be counted), a longer one by the grapheme itself.
private struct MixedRowText: RowBreakingText {
    let characters: [Character]
    /// The byte of each grapheme of one byte; 0 for a longer one (and for
    /// NUL, which is neither a line break nor a space and takes one column
    /// either way).
    let singleBytes: [UInt8]

    /// `nil` when the editor's string does not lie in one piece of memory.
    init?(_ editor: LineEditor) {
        let characters = editor.characters
        var singleBytes = [UInt8](repeating: 0, count: characters.count)
        let read: Void? = editor.text.utf8.withContiguousStorageIfAvailable { utf8 in
            var offset = 0
            for index in characters.indices {
                let count = characters[index].utf8.count
                if count == 1 { singleBytes[index] = utf8[offset] }
                offset += count
            }
        }
        guard read != nil else { return nil }
        self.characters = characters
        self.singleBytes = singleBytes
    }

    var count: Int { characters.count }
    func isNewline(_ index: Int) -> Bool { singleBytes[index] == 0x0A }
    func isSpace(_ index: Int) -> Bool { singleBytes[index] == 0x20 }
    func columns(_ index: Int) -> Int {
        singleBytes[index] != 0 ? 1 : max(1, characters[index].terminalWidth)
    }
}

/// A text of one byte a grapheme, byte by byte: each one column.
private struct ByteRowText: RowBreakingText {
    let bytes: UnsafeBufferPointer<UInt8>
    var count: Int { bytes.count }
    func isNewline(_ index: Int) -> Bool { bytes[index] == 0x0A }
    func isSpace(_ index: Int) -> Bool { bytes[index] == 0x20 }
    func columns(_ index: Int) -> Int { 1 }
}
