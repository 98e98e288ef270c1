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
                // The cursor's place, typed at: a marker lands between the
                // same graphemes in both copies.
                var probe = editor
                _ = probe.apply(.character("|"))
                #expect(probe.text == String(probe.characters))
            }
        }
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
