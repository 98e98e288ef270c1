/// The keys that copy a text field's or a text editor's selection to the
/// terminal's clipboard: Alt-C copies it, Alt-X cuts it. Ctrl-C, the copy
/// key elsewhere, is the interrupt in a terminal; Alt-C and Alt-X have no
/// other use in the line editor.
@MainActor
enum SelectionClipboard {
    /// Whether `key` copied or cut `editor`'s selection (through `owner`):
    /// with nothing selected, the keys are left to the views around.
    static func apply(_ key: Key, to editor: inout LineEditor, owner: ElementOwner) -> Bool {
        switch key {
        case .modified(.character("c"), .alt):
            guard let text = editor.selectedText else { return false }
            owner.copyToClipboard(text)
        case .modified(.character("x"), .alt):
            guard let text = editor.cutSelection() else { return false }
            owner.copyToClipboard(text)
        default:
            return false
        }
        return true
    }
}
