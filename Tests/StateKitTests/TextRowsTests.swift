import TestSupport
import Testing

@testable import StateKit

// A text editor wraps its text into rows at every key: counted over bytes
// when each grapheme is one, walked grapheme by grapheme otherwise. Both ways
// must break where the other does, and the cursor's row, found by halving,
// must be the one a walk over the rows finds.

@Suite("Rows of a text being edited")
struct TextRowsTests {
    /// Words, spaces, line breaks and a word longer than any row.
    static let pieces = ["a", "word", "longer", " ", "  ", "\n", "unbreakablewordlongerthanarow"]

    static func text(_ random: inout SeededGenerator, pieces: [String] = pieces) -> String {
        var text = ""
        for _ in 0..<Int(random.next() % 40) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
        return text
    }

    /// The row and column a walk over the rows finds: the first row that
    /// holds the cursor, a cursor at the end of a wrapped row standing at
    /// the start of the next.
    static func walkedPosition(of index: Int, in rows: TextRows, characters: [Character]) -> (row: Int, column: Int) {
        for (row, range) in rows.rows.enumerated() {
            let isLast = row == rows.rows.count - 1
            let endsParagraph = range.upperBound < characters.count && characters[range.upperBound] == "\n"
            if index < range.upperBound || (index == range.upperBound && (isLast || endsParagraph)) {
                let column = characters[range.lowerBound..<max(range.lowerBound, index)].reduce(0) {
                    $0 + max(1, $1.terminalWidth)
                }
                return (row, column)
            }
        }
        return (max(0, rows.rows.count - 1), 0)
    }

    @Test("ASCII text breaks into the same rows counted over its bytes as walked over its graphemes")
    func bytesAsGraphemes() {
        var random = SeededGenerator(seed: Randomized.seed)
        for _ in 0..<Randomized.count(300, soak: 10_000) {
            let text = Self.text(&random)
            let width = 1 + Int(random.next() % 24)
            let editor = LineEditor(text)
            #expect(editor.isOneBytePerGrapheme)
            #expect(
                TextRows(editor, width: width) == TextRows(Array(text), width: width),
                "\(text.debugDescription) at \(width)")
        }
    }

    @Test(
        "text with graphemes of several bytes breaks into the same rows with its one-byte graphemes told by their bytes"
    )
    func mixedAsGraphemes() {
        var random = SeededGenerator(seed: Randomized.seed)
        let mixed = Self.pieces + ["漢字", "é", "wörd", "👩‍💻", "\u{200B}", "\r\n", "\u{0}"]
        for _ in 0..<Randomized.count(300, soak: 10_000) {
            let text = Self.text(&random, pieces: mixed)
            let width = 1 + Int(random.next() % 24)
            #expect(
                TextRows(LineEditor(text), width: width) == TextRows(Array(text), width: width),
                "\(text.debugDescription) at \(width)")
        }
    }

    @Test("the cursor's row and column, found by halving, are those a walk finds, in any text")
    func positions() {
        var random = SeededGenerator(seed: Randomized.seed)
        let mixed = Self.pieces + ["漢字", "é", "👩‍💻", "\u{200B}", "\r\n"]
        for _ in 0..<Randomized.count(200, soak: 5_000) {
            let text = Self.text(&random, pieces: mixed)
            let width = 1 + Int(random.next() % 16)
            let editor = LineEditor(text)
            let rows = TextRows(editor, width: width)
            for index in 0...editor.characters.count {
                let found = rows.position(of: index, in: editor)
                let walked = Self.walkedPosition(of: index, in: rows, characters: editor.characters)
                #expect(found == walked, "\(text.debugDescription) at \(width), cursor \(index)")
            }
        }
    }

    @Test("100,000 characters without a space break at the width, row after row; a control character takes a column")
    func hostileText() {
        let rows = TextRows(LineEditor(String(repeating: "x", count: 100_000)), width: 75)
        #expect(rows.rows.count == 1_334)
        #expect(rows.rows.dropLast().allSatisfy { $0.count == 75 })
        #expect(rows.rows.last == 99_975..<100_000)
        let editor = LineEditor(String(repeating: "x", count: 100_000))
        #expect(rows.position(of: 100_000, in: editor) == (row: 1_333, column: 25))
        // A bell and a tab are one byte each, drawn as a visible replacement a column wide.
        #expect(TextRows(LineEditor("ab\u{7}\tcd"), width: 3).rows == [0..<3, 3..<6])
    }

    @Test("a row ends at a space or a line break, and a wide glyph or a zero-width one takes its columns")
    func mixedRows() {
        let rows = TextRows(LineEditor("ab 漢字 c\nd\u{200B}e"), width: 5)
        // "ab " fits; "漢字" would take the row to 7 columns; a zero-width
        // space takes a column, as the cursor counts it.
        #expect(rows.rows == [0..<3, 3..<6, 6..<7, 8..<11])
        // Taking none, three zero-width spaces would fit a row of two.
        #expect(TextRows(LineEditor("\u{200B}\u{200B}\u{200B}"), width: 2).rows == [0..<2, 2..<3])
    }
}
