import TestSupport
import Testing

@testable import StateKit

// The line editor keeps its text twice, as graphemes and as one string, each
// edited where the cursor is: both must always say the same, and say what
// rebuilding the whole text would.

@Suite("The line editor's two copies of its text")
struct LineEditorModelTests {
    /// Keys that insert, join graphemes (accents, joiners, flags), move and delete.
    static let keys: [Key] = [
        .character("a"), .character("é"), .character("漢"), .character("\u{301}"), .character("\u{200D}"),
        .character("👩"), .character("💻"), .character("🇫"), .character("🇷"), .character(" "),
        .paste("mixed é 漢字 👩‍💻 text"), .left, .right, .home, .end, .backspace, .delete,
        .modified(.left, .alt), .modified(.right, .alt), .control("w"), .control("u"), .control("k"),
        .modified(.backspace, .alt), .modified(.delete, .alt),
    ]

    @Test("random edits: the string is the graphemes joined, segmented as a whole; the width kept")
    func randomEdits() {
        var random = SeededGenerator(seed: Randomized.seed)
        for _ in 0..<Randomized.count(200, soak: 5_000) {
            var editor = LineEditor("start é 漢字", cursor: Int(random.next() % 10))
            for _ in 0..<60 {
                _ = editor.apply(Self.keys[Int(random.next() % UInt64(Self.keys.count))])
                #expect(editor.text == String(editor.characters))
                #expect(editor.characters == Array(editor.text), "segmented as the whole text is")
                #expect(editor.width == editor.text.terminalWidth)
                #expect((0...editor.characters.count).contains(editor.cursor))
                Self.expectMeasuresAsWalked(editor, random: &random)
                // The cursor's place, typed at: a marker lands between the
                // same graphemes in both copies.
                var probe = editor
                _ = probe.apply(.character("|"))
                #expect(probe.text == String(probe.characters))
            }
        }
    }

    /// What a field asks of a window of the editor's graphemes (their
    /// columns, their text, how many fill a width) answers as a walk over
    /// them would, whether or not each grapheme is one byte.
    static func expectMeasuresAsWalked(_ editor: LineEditor, random: inout SeededGenerator) {
        let count = editor.characters.count
        let lower = Int(random.next() % UInt64(count + 1))
        let upper = lower + Int(random.next() % UInt64(count - lower + 1))
        let window = editor.characters[lower..<upper]
        #expect(editor.columns(of: lower..<upper) == window.reduce(0) { $0 + $1.terminalWidth })
        #expect(String(editor.text(of: lower..<upper)) == String(window))
        let middle = lower + (upper - lower) / 2
        let rows = [lower..<middle, middle..<upper]
        #expect(editor.texts(of: rows).map(String.init) == rows.map { String(editor.characters[$0]) })
        let room = Int(random.next() % 12)
        var end = lower
        var columns = 0
        while end < count && columns < room {
            columns += editor.characters[end].terminalWidth
            end += 1
        }
        #expect(editor.end(from: lower, filling: room) == end)
    }

    @Test("a window of ASCII text is measured and sliced by counting; mixed text by its graphemes")
    func windows() {
        let ascii = LineEditor("hello, world", cursor: 3)
        #expect(ascii.columns(of: 2..<9) == 7)
        #expect(ascii.text(of: 2..<9) == "llo, wo")
        #expect(ascii.end(from: 7, filling: 10) == 12)
        let mixed = LineEditor("ab漢é👩‍💻cd", cursor: 6)
        #expect(mixed.columns(of: 1..<5) == 1 + 2 + 1 + 2)
        #expect(mixed.text(of: 1..<5) == "b漢é👩‍💻")
        #expect(mixed.end(from: 2, filling: 3) == 4, "漢 and é fill three columns")
        #expect(mixed.end(from: 2, filling: 4) == 5, "the emoji crosses the edge and is cut by the clip")
    }

    @Test("a wide glyph deleted beside a two-byte letter takes its two columns off the width")
    func deletionMeasuredBeforeTheTextChanges() {
        // After the wide glyph's three bytes leave the string, "é" has as many
        // bytes as the editor still has graphemes: measured then, the glyph
        // would pass for one column.
        var backward = LineEditor("é漢")
        _ = backward.apply(.backspace)
        #expect(backward.text == "é")
        #expect(backward.width == 1)
        var forward = LineEditor("é漢", cursor: 1)
        _ = forward.apply(.delete)
        #expect(forward.text == "é")
        #expect(forward.width == 1)
    }

    @Test("a letter typed before a lone accent joins it; letters typed among letters segment nothing new")
    func lettersBesideMarks() {
        var editor = LineEditor("\u{301}x", cursor: 0)
        _ = editor.apply(.character("a"))
        #expect(editor.characters == Array("a\u{301}x"))
        #expect(editor.characters.count == 2)
        #expect(editor.text == String(editor.characters))
        var plain = LineEditor("abc", cursor: 1)
        _ = plain.apply(.character("X"))
        _ = plain.apply(.backspace)
        _ = plain.apply(.character("Y"))
        #expect(plain.characters == ["a", "Y", "b", "c"])
        #expect(plain.cursor == 2)
        #expect(plain.text == "aYbc")
        #expect(plain.width == 4)
    }

    @Test("a key typed into 100 KB of text segments a few graphemes, not the text")
    func longText() {
        var editor = LineEditor(String(repeating: "abcdé漢字 ", count: 10_000))
        editor.moveCursor(to: 35_000)
        _ = editor.apply(.character("X"))
        _ = editor.apply(.backspace)
        _ = editor.apply(.character("Y"))
        #expect(editor.cursor == 35_001)
        #expect(editor.characters[35_000] == "Y")
        #expect(editor.text == String(editor.characters))
        #expect(editor.text.utf8.count == 10_000 * 13 + 1)
        #expect(editor.width == 10_000 * 10 + 1)
    }
}
