/// The editing of one line of text, as terminal users know it from their
/// shell: a cursor between graphemes, moved by the arrows, Home and End and
/// Emacs's keys (Ctrl-A, Ctrl-E, Ctrl-B, Ctrl-F), by words with Alt (or Ctrl)
/// and an arrow, Alt-B and Alt-F; deletion with Backspace, Delete and Ctrl-D,
/// by words with Ctrl-W and Alt-Backspace (and Alt-D forward), to either end
/// with Ctrl-U and Ctrl-K. Text goes in at the cursor, typed or pasted, with no
/// length limit. Shift with a move (an arrow, Home, End, a word move), or a
/// field's drag (`extendSelection(to:)`), selects
/// from where the cursor was, Alt-A selects everything; typing, pasting or
/// deleting then replaces the selection, and any other move ends it.
///
/// The text is kept twice, as graphemes (for the cursor) and as the string
/// the binding gets, each edited where the cursor is: a key typed into 100 KB
/// of text moves its bytes once and segments a few graphemes, rather than
/// rebuilding either from the other.
struct LineEditor: Equatable {
    /// The text, one grapheme an element.
    private(set) var characters: [Character]
    /// Where the next character goes: 0 before the first grapheme,
    /// `characters.count` after the last.
    private(set) var cursor: Int
    /// The text as one string: `characters` joined.
    private(set) var text: String
    /// Where the cursor is in `text`, in UTF-8 bytes.
    private var cursorOffset = 0
    /// The columns `text` takes, kept as it is edited: a field measures
    /// itself at every layout.
    private(set) var width: Int
    /// Where the selection started, while text is selected: it runs from
    /// here to the cursor.
    private(set) var anchor: Int?

    /// The graphemes selected, `nil` when none is.
    var selection: Range<Int>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    /// The selected text, `nil` when none is.
    var selectedText: String? {
        selection.map { String(characters[$0]) }
    }

    /// `text` with the cursor at `cursor`, or at its end.
    init(_ text: String, cursor: Int? = nil) {
        characters = Array(text)
        self.text = text
        width = text.terminalWidth
        self.cursor = 0
        moveCursor(to: cursor ?? characters.count)
    }

    /// The bytes of `characters` between grapheme `start` and grapheme `end`,
    /// negative when `end` comes first.
    private static func utf8Count(of characters: [Character], from start: Int, to end: Int) -> Int {
        var count = 0
        for character in characters[min(start, end)..<max(start, end)] { count += character.utf8.count }
        return end < start ? -count : count
    }

    /// The columns of graphemes `start` up to `end`.
    private func columns(from start: Int, to end: Int) -> Int {
        if isOneBytePerGrapheme { return end - start }
        var total = 0
        for character in characters[start..<end] { total += character.terminalWidth }
        return total
    }

    /// Whether each grapheme is one byte, and so one column (ASCII, the usual
    /// text): a field then measures what it shows, at every frame, without
    /// a walk over its graphemes.
    var isOneBytePerGrapheme: Bool { text.utf8.count == characters.count }

    /// `body` given the text's bytes, when each grapheme is one: grapheme `i`
    /// is byte `i`. `nil` otherwise.
    func utf8IfOneBytePerGrapheme<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard isOneBytePerGrapheme else { return nil }
        return text.utf8.withContiguousStorageIfAvailable(body)
    }

    /// The columns graphemes `range` take.
    func columns(of range: Range<Int>) -> Int {
        columns(from: range.lowerBound, to: range.upperBound)
    }

    /// The end of the graphemes from `start` that reach `room` columns: the
    /// last may cross it (a wide glyph at the edge, cut by the clip).
    func end(from start: Int, filling room: Int) -> Int {
        if isOneBytePerGrapheme { return min(characters.count, start + max(0, room)) }
        var end = start
        var columns = 0
        while end < characters.count && columns < room {
            columns += characters[end].terminalWidth
            end += 1
        }
        return end
    }

    /// Graphemes `range` as they lie in `text`, found from the cursor's byte:
    /// a field shows a window of its value at every frame, and a slice is one
    /// copy where appending grapheme by grapheme is a call each.
    func text(of range: Range<Int>) -> Substring {
        if isOneBytePerGrapheme { return text[textIndex(range.lowerBound)..<textIndex(range.upperBound)] }
        let lower = cursorOffset + Self.utf8Count(of: characters, from: cursor, to: range.lowerBound)
        let upper = lower + Self.utf8Count(of: characters, from: range.lowerBound, to: range.upperBound)
        return text[textIndex(lower)..<textIndex(upper)]
    }

    /// The text of each of `ranges` (in order, none overlapping the next),
    /// as `text(of:)` gives it, found in one walk from the cursor through
    /// them all: an editor's rows on screen.
    func texts(of ranges: [Range<Int>]) -> [Substring] {
        var texts: [Substring] = []
        texts.reserveCapacity(ranges.count)
        guard !isOneBytePerGrapheme else {
            for range in ranges { texts.append(text(of: range)) }
            return texts
        }
        var grapheme = cursor
        var offset = cursorOffset
        for range in ranges {
            offset += Self.utf8Count(of: characters, from: grapheme, to: range.lowerBound)
            let end = offset + Self.utf8Count(of: characters, from: range.lowerBound, to: range.upperBound)
            texts.append(text[textIndex(offset)..<textIndex(end)])
            (grapheme, offset) = (range.upperBound, end)
        }
        return texts
    }

    /// The index in `text` of byte `offset`.
    private func textIndex(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    /// Applies `key`; `false` when the key is not one a line editor takes
    /// (Enter, Tab, Up), which then goes on to the rest of the app.
    mutating func apply(_ key: Key) -> Bool {
        // Backspace and Delete held with Shift, as a terminal that reports
        // modifiers sends them while capitals are typed, delete as without it.
        switch key {
        case .modified(.backspace, .shift): return apply(.backspace)
        case .modified(.delete, .shift): return apply(.delete)
        default: break
        }
        if let target = selectionTarget(of: key) {
            if anchor == nil { anchor = cursor }
            placeCursor(at: target)
            return true
        }
        if let selection {
            switch key {
            case .backspace, .control("h"), .delete, .control("d"):
                deleteSelection(selection)
                return true
            case .character, .paste:
                deleteSelection(selection)
            default:
                break
            }
        }
        anchor = nil
        switch key {
        case .character(let character): insert(character)
        case .paste(let text): insert(text)
        case .left, .control("b"): moveCursor(to: max(0, cursor - 1))
        case .right, .control("f"): moveCursor(to: min(characters.count, cursor + 1))
        case .home, .control("a"): moveCursor(to: 0)
        case .end, .control("e"): moveCursor(to: characters.count)
        case .backspace, .control("h"): deleteBackward(to: cursor - 1)
        case .delete, .control("d"): deleteForward(to: cursor + 1)
        case .modified(.left, let held) where !held.isDisjoint(with: [.alt, .control]): moveCursor(to: wordStart())
        case .modified(.right, let held) where !held.isDisjoint(with: [.alt, .control]): moveCursor(to: wordEnd())
        case .modified(.character("b"), .alt): moveCursor(to: wordStart())
        case .modified(.character("f"), .alt): moveCursor(to: wordEnd())
        case .modified(.backspace, .alt), .modified(.backspace, .control): deleteBackward(to: wordStart())
        case .modified(.character("d"), .alt), .modified(.delete, .alt), .modified(.delete, .control):
            deleteForward(to: wordEnd())
        case .control("w"): deleteBackward(to: blankDelimitedWordStart())
        case .control("u"): deleteBackward(to: 0)
        case .control("k"): deleteForward(to: characters.count)
        default: return false
        }
        return true
    }

    /// Where a selecting key (Shift with a move, Alt-A for everything) takes
    /// the cursor; `nil` for any other key. Alt-A starts from the text's start.
    private mutating func selectionTarget(of key: Key) -> Int? {
        guard case .modified(let base, let held) = key else { return nil }
        if base == .character("a") && held == .alt {
            // Nothing to select: the key is left to the views around.
            guard !characters.isEmpty else { return nil }
            anchor = 0
            return characters.count
        }
        guard held.contains(.shift) else { return nil }
        let byWord = !held.isDisjoint(with: [.alt, .control])
        switch base {
        case .left: return byWord ? wordStart() : max(0, cursor - 1)
        case .right: return byWord ? wordEnd() : min(characters.count, cursor + 1)
        case .home where !byWord: return 0
        case .end where !byWord: return characters.count
        default: return nil
        }
    }

    /// Takes the selected text out, `nil` when none is selected: a cut.
    mutating func cutSelection() -> String? {
        guard let selection else { return nil }
        let taken = String(characters[selection])
        deleteSelection(selection)
        return taken
    }

    /// Deletes `selection`, leaving the cursor where it started.
    private mutating func deleteSelection(_ selection: Range<Int>) {
        anchor = nil
        placeCursor(at: selection.upperBound)
        deleteBackward(to: selection.lowerBound)
    }

    /// Inserts `text` at the cursor keeping its line breaks, for an editor
    /// of several lines: tabs become spaces, other control characters are
    /// dropped.
    mutating func insertLines(_ text: String) {
        if let selection { deleteSelection(selection) }
        anchor = nil
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

    /// Puts the cursor before grapheme `index`, kept within the text, and
    /// ends any selection.
    mutating func moveCursor(to index: Int) {
        anchor = nil
        placeCursor(at: index)
    }

    /// Selects from the cursor (or from where the selection started) to
    /// grapheme `index`, which the cursor moves to: Shift with a move.
    mutating func extendSelection(to index: Int) {
        if anchor == nil { anchor = cursor }
        placeCursor(at: index)
    }

    /// Puts the cursor before grapheme `index`, the selection kept.
    private mutating func placeCursor(at index: Int) {
        let index = min(max(0, index), characters.count)
        cursorOffset += Self.utf8Count(of: characters, from: cursor, to: index)
        cursor = index
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

    /// Inserts `inserted` at the cursor and puts the cursor after it.
    private mutating func insert(contentsOf inserted: String) {
        guard !inserted.isEmpty else { return }
        let added = Array(inserted)
        text.insert(contentsOf: inserted, at: textIndex(cursorOffset))
        characters.insert(contentsOf: added, at: cursor)
        for character in added { width += character.terminalWidth }
        (cursor, cursorOffset) = segmentAgain(
            from: cursor, to: cursor + added.count, startingAt: cursorOffset,
            cursorAt: cursorOffset + inserted.utf8.count)
    }

    private mutating func deleteBackward(to start: Int) {
        let start = max(0, start)
        guard start < cursor else { return }
        let bytes = Self.utf8Count(of: characters, from: start, to: cursor)
        // Measured while `text` and `characters` still agree (`isOneBytePerGrapheme`).
        width -= columns(from: start, to: cursor)
        text.removeSubrange(textIndex(cursorOffset - bytes)..<textIndex(cursorOffset))
        characters.removeSubrange(start..<cursor)
        (cursor, cursorOffset) = segmentAgain(
            from: start, to: start, startingAt: cursorOffset - bytes, cursorAt: cursorOffset - bytes)
    }

    private mutating func deleteForward(to end: Int) {
        let end = min(characters.count, end)
        guard cursor < end else { return }
        let bytes = Self.utf8Count(of: characters, from: cursor, to: end)
        width -= columns(from: cursor, to: end)
        text.removeSubrange(textIndex(cursorOffset)..<textIndex(cursorOffset + bytes))
        characters.removeSubrange(cursor..<end)
        (cursor, cursorOffset) = segmentAgain(
            from: cursor, to: cursor, startingAt: cursorOffset, cursorAt: cursorOffset)
    }

    /// Segments the graphemes from `lower` to `upper` (starting at byte
    /// `lowerOffset` of `text`) again after an edit there, with a grapheme on
    /// either side, which may join what changed (an accent joins the letter
    /// before it, a joiner the emoji around it), and the runs of regional
    /// indicators around them, whose pairs into flags depend on all the run.
    /// Nothing else can change: an edit of 100 KB of text segments a few
    /// graphemes, not the text. Returns the grapheme boundary at or after byte
    /// `cursorByte`, and its byte, for the cursor.
    private mutating func segmentAgain(
        from lower: Int, to upper: Int, startingAt lowerOffset: Int, cursorAt cursorByte: Int
    ) -> (index: Int, offset: Int) {
        // Printable ASCII beside printable ASCII never joins into one grapheme
        // (only CR and LF do, and marks, joiners and indicators, none of them
        // printable ASCII): typing a letter among letters segments nothing.
        if Self.isPrintableASCII(characters, from: lower - 1, to: upper + 1) { return (upper, cursorByte) }
        var start = lower
        var startOffset = lowerOffset
        if start > 0 {
            start -= 1
            startOffset -= characters[start].utf8.count
        }
        while start > 0 && Self.isRegionalIndicator(characters[start - 1]) {
            start -= 1
            startOffset -= characters[start].utf8.count
        }
        var end = min(characters.count, upper + 1)
        while end < characters.count && Self.isRegionalIndicator(characters[end]) { end += 1 }
        let bytes = Self.utf8Count(of: characters, from: start, to: end)
        let segmented = Array(text[textIndex(startOffset)..<textIndex(startOffset + bytes)])
        width -= columns(from: start, to: end)
        characters.replaceSubrange(start..<end, with: segmented)
        width += columns(from: start, to: start + segmented.count)
        var index = start
        var offset = startOffset
        while offset < cursorByte && index < start + segmented.count {
            offset += characters[index].utf8.count
            index += 1
        }
        return (index, offset)
    }

    /// Whether the graphemes from `lower` to `upper`, those that exist, are
    /// each one printable ASCII byte.
    private static func isPrintableASCII(_ characters: [Character], from lower: Int, to upper: Int) -> Bool {
        for index in max(0, lower)..<min(characters.count, upper) {
            let utf8 = characters[index].utf8
            guard utf8.count == 1, let byte = utf8.first, (0x20...0x7E).contains(byte) else { return false }
        }
        return true
    }

    private static func isRegionalIndicator(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return (0x1F1E6...0x1F1FF).contains(first.value)
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
