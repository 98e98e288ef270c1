/// The keys that copy a text field's or a text editor's selection to the
/// terminal's clipboard: Alt-C copies it, Alt-X cuts it. Ctrl-C, the copy
/// key elsewhere, is the interrupt in a terminal; Alt-C and Alt-X have no
/// other use in the line editor.
@MainActor
enum SelectionClipboard {
    /// Whether `key` is Alt-C or Alt-X, which copies or cuts `editor`'s
    /// selection (through `owner`) where `copies` (not in a secure field,
    /// whose Alt-X deletes the selection without copying it). A focused field
    /// takes both keys even with nothing selected: left to the app, an Alt
    /// key nothing takes becomes Esc and the letter, and Esc would leave the
    /// field.
    static func apply(_ key: Key, to editor: inout LineEditor, copies: Bool, owner: ElementOwner) -> Bool {
        switch key {
        case .modified(.character("c"), .alt):
            if copies, let text = editor.selectedText { owner.copyToClipboard(text) }
        case .modified(.character("x"), .alt):
            if let text = editor.cutSelection(), copies { owner.copyToClipboard(text) }
        default:
            return false
        }
        return true
    }
}
