/// What a field keeps between its evaluations: the line editor (its cursor)
/// and how far the text is scrolled.
@MainActor
final class TextFieldEditing {
    private(set) var editor = LineEditor("")
    /// The first grapheme shown, when the text is wider than the field.
    var scroll = 0

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
}
