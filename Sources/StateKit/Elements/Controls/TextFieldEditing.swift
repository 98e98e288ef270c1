/// What a field keeps between its evaluations: the line editor (its cursor)
/// and how far the text is scrolled.
@MainActor
final class TextFieldEditing {
    private(set) var editor = LineEditor("")
    /// The first grapheme shown, when the text is wider than the field; the
    /// first row, in a `TextEditor`.
    var scroll = 0
    /// The columns a `TextEditor` last laid its text out in: asked its ideal
    /// size, it counts its rows there, rather than wrap its text again at
    /// another width at every key.
    var laidOutWidth: Int?

    /// The editor for `text`: the one kept, unless the text was changed from
    /// outside (cleared after a submit, say), which puts the cursor at its end.
    func editor(for text: String) -> LineEditor {
        if editor.text != text { editor = LineEditor(text) }
        return editor
    }

    /// The columns `text` takes: the editor's count when it holds that text,
    /// which it keeps as it edits, so that a field of 100 KB measures itself
    /// without reading its value.
    func width(of text: String) -> Int {
        editor.text == text ? editor.width : text.terminalWidth
    }

    /// The editor for `text`, as `editor(for:)` gives it, taken out until
    /// `keep(_:)` gives it back: its storage is then not shared, and an edit
    /// of a long text changes it in place rather than copying it first.
    func takeEditor(for text: String) -> LineEditor {
        let taken = editor(for: text)
        editor = LineEditor("")
        return taken
    }

    func keep(_ editor: LineEditor) {
        self.editor = editor
    }

    /// The rows of an editor's text at the two widths asked last, kept while
    /// the text is the same: a `TextEditor` measures itself, lays itself
    /// out, draws and places its cursor at every frame, at its ideal width
    /// and at its own.
    private var wrapped: [(text: String, width: Int, rows: TextRows)] = []

    /// The rows of `editor`'s text at `width`, wrapped once per text and width.
    func rows(of editor: LineEditor, width: Int) -> TextRows {
        let text = editor.text
        for entry in wrapped
        where entry.width == width && entry.text.utf8.count == text.utf8.count && entry.text == text {
            return entry.rows
        }
        let rows = TextRows(editor, width: width)
        wrapped.insert((editor.text, width, rows), at: 0)
        if wrapped.count > 2 { wrapped.removeLast() }
        return rows
    }
}
