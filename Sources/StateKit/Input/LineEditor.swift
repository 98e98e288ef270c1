/// The editing of one line of text, as terminal users know it from their
/// shell: a cursor between graphemes, moved by the arrows, Home and End and
/// Emacs's keys (Ctrl-A, Ctrl-E, Ctrl-B, Ctrl-F), by words with Alt (or Ctrl)
/// and an arrow, Alt-B and Alt-F; deletion with Backspace, Delete and Ctrl-D,
/// by words with Ctrl-W and Alt-Backspace (and Alt-D forward), to either end
/// with Ctrl-U and Ctrl-K. Text goes in at the cursor, typed or pasted, with no
/// length limit.
struct LineEditor: Equatable {
    /// The text, one grapheme an element.
    private(set) var characters: [Character]
    /// Where the next character goes: 0 before the first grapheme,
    /// `characters.count` after the last.
    private(set) var cursor: Int

    /// `text` with the cursor at `cursor`, or at its end.
    init(_ text: String, cursor: Int? = nil) {
        characters = Array(text)
        self.cursor = min(max(0, cursor ?? characters.count), characters.count)
    }

    var text: String { String(characters) }

    /// Applies `key`; `false` when the key is not one a line editor takes
    /// (Enter, Tab, Up), which then goes on to the rest of the app.
    mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(character)
        case .paste(let text): insert(text)
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace, .control("h"): deleteBackward(to: cursor - 1)
        case .delete, .control("d"): deleteForward(to: cursor + 1)
        case .modified(.left, let held) where !held.isDisjoint(with: [.alt, .control]): cursor = wordStart()
        case .modified(.right, let held) where !held.isDisjoint(with: [.alt, .control]): cursor = wordEnd()
        case .modified(.character("b"), .alt): cursor = wordStart()
        case .modified(.character("f"), .alt): cursor = wordEnd()
        case .modified(.backspace, .alt): deleteBackward(to: wordStart())
        case .modified(.character("d"), .alt), .modified(.delete, .alt): deleteForward(to: wordEnd())
        case .control("w"): deleteBackward(to: blankDelimitedWordStart())
        case .control("u"): deleteBackward(to: 0)
        case .control("k"): deleteForward(to: characters.count)
        default: return false
        }
        return true
    }

    /// Inserts `text` at the cursor keeping its line breaks, for an editor
    /// of several lines: tabs become spaces, other control characters are
    /// dropped.
    mutating func insertLines(_ text: String) {
        var kept = ""
        for character in text {
            if character.isNewline {
                kept.append("\n")
            } else if character == "\t" {
                kept.append(" ")
            } else if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                kept.append(character)
            }
        }
        insert(contentsOf: kept)
    }

    /// Puts the cursor before grapheme `index`, kept within the text.
    mutating func moveCursor(to index: Int) {
        cursor = min(max(0, index), characters.count)
    }

    /// Types `character` at the cursor. A zero-width code point (a combining
    /// accent, a joiner) joins the grapheme before the cursor, and what
    /// follows a joiner joins it: the text is segmented again around the
    /// cursor. Control characters are not text.
    private mutating func insert(_ character: Character) {
        guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return }
        if character.terminalWidth == 0 && cursor == 0 { return }
        insert(contentsOf: String(character))
    }

    /// Inserts pasted `text` at the cursor as one line: line breaks and tabs
    /// become spaces, other control characters are dropped.
    private mutating func insert(_ text: String) {
        var line = ""
        for character in text {
            if character.isNewline || character == "\t" {
                line.append(" ")
            } else if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                line.append(character)
            }
        }
        insert(contentsOf: line)
    }

    private mutating func insert(contentsOf text: String) {
        let before = String(characters[..<cursor]) + text
        let joined = Array(before + String(characters[cursor...]))
        cursor = min(before.count, joined.count)
        characters = joined
    }

    private mutating func deleteBackward(to start: Int) {
        let start = max(0, start)
        guard start < cursor else { return }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    private mutating func deleteForward(to end: Int) {
        let end = min(characters.count, end)
        guard cursor < end else { return }
        characters.removeSubrange(cursor..<end)
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The start of the word before the cursor: what lies between is skipped,
    /// then the word's letters and digits.
    private func wordStart() -> Int {
        var index = cursor
        while index > 0 && !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0 && Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after the cursor.
    private func wordEnd() -> Int {
        var index = cursor
        while index < characters.count && !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count && Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// The start of the blank-delimited word before the cursor, as Ctrl-W
    /// takes it in a shell (`path/to/file` is one word).
    private func blankDelimitedWordStart() -> Int {
        var index = cursor
        while index > 0 && characters[index - 1].isWhitespace { index -= 1 }
        while index > 0 && !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }
}
