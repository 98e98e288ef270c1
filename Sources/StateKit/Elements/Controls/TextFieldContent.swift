/// What a text field shows and does: its label, prompt and text, its keys and
/// actions. It is the field's primitive view too (`TextField.swift`), evaluated
/// in the field's own node.
struct TextFieldContent {
    let label: String
    let prompt: String?
    var text: Binding<String>
    let focusKey: Key?
    let onSubmit: @MainActor () -> Void
    var onEditingChanged: (@MainActor (Bool) -> Void)?
    var editing: TextFieldEditing?
    /// A value field's commit: on Return, before the `onSubmit` actions, and
    /// when the focus leaves.
    var commit: (@MainActor () -> Void)?
    /// Whether the text is drawn as bullets (`SecureField`).
    var isSecure = false
    /// Whether the text wraps and the field grows with it
    /// (`TextField(_:text:axis: .vertical)`).
    var isVertical = false

    init(
        label: String, prompt: String?, text: Binding<String>, focusKey: Key?,
        onSubmit: @escaping @MainActor () -> Void,
        editing: TextFieldEditing?
    ) {
        self.label = label
        self.prompt = prompt
        self.text = text
        self.focusKey = focusKey
        self.onSubmit = onSubmit
        self.editing = editing
    }
}
