/// A one-line text input bound to a string, as SwiftUI's `TextField`. Tab, a
/// click anywhere on it, or its key (if any) focuses it; while focused it is
/// a line editor (see the porting article): printable keys and pastes go in at
/// the cursor rather than to shortcuts, the arrows, Home, End and Emacs's keys
/// move the cursor, and the text scrolls sideways when it is wider than the
/// field. Return runs the `onSubmit` actions above it; Esc leaves. The field
/// reads its binding itself: typing re-evaluates no body.
public struct TextField: View, InternalView {
    private var content: TextFieldContent
    /// The value and format of a `TextField(_:value:format:)`, if it is one.
    private var valueField: ValueField?
    @State private var editing = TextFieldEditing()
    /// What the user typed in a value field since it last committed.
    @State private var draft: String?

    /// A field titled `title`, editing `text`; `focusKey` focuses it, `onSubmit`
    /// runs on Enter.
    package init(
        _ title: String, text: Binding<String>, prompt: String? = nil, focusKey: Key? = nil,
        onSubmit: @escaping @MainActor () -> Void = {}
    ) {
        content = TextFieldContent(
            label: title, prompt: prompt, text: text, focusKey: focusKey, onSubmit: onSubmit, editing: nil)
    }

    /// A field editing a value through `valueField`, committed on Return
    /// and when the focus leaves.
    init(_ title: String, prompt: String?, valueField: ValueField) {
        content = TextFieldContent(
            label: title, prompt: prompt, text: .constant(""), focusKey: nil, onSubmit: {}, editing: nil)
        self.valueField = valueField
    }

    /// A field titled `title`, editing `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(String(title), text: text, focusKey: nil)
    }

    /// A field titled `title`, editing `text`, showing `prompt` while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(String(title), text: text, prompt: prompt?.content, focusKey: nil)
    }

    /// A field labelled by `label`, editing `text`, showing `prompt` while
    /// empty; a terminal shows the label's text.
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label().plainText, text: text, prompt: prompt?.content, focusKey: nil)
    }

    /// A field titled `title`, editing `text` along `axis`: vertically, the
    /// text wraps and the field grows a row at a time, up to its line limit
    /// (`lineLimit`), then scrolls; Enter still submits, and Alt-Enter starts
    /// a new line.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(String(title), text: text, focusKey: nil)
        content.isVertical = axis == .vertical
    }

    /// A field titled `title`, editing `text` along `axis`, showing `prompt`
    /// while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(String(title), text: text, prompt: prompt?.content, focusKey: nil)
        content.isVertical = axis == .vertical
    }

    /// A field titled `title`, editing `text`, with the older callbacks:
    /// `onEditingChanged` hears the field gain (`true`) and lose the focus,
    /// `onCommit` runs on Return.
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void = {}
    ) {
        self.init(String(title), text: text, focusKey: nil, onSubmit: onCommit)
        content.onEditingChanged = onEditingChanged
    }

    /// A field whose text is drawn as bullets: `SecureField`'s.
    func secure() -> TextField {
        var field = self
        field.content.isSecure = true
        return field
    }

    /// The field, internal to StateKit.
    public var body: some View {
        var content = content
        content.editing = editing
        if let valueField {
            // The value as the format writes it, or what the user typed since
            // the last commit; committing parses it into the value, or, where
            // it does not parse, shows the value again.
            let draft = $draft
            content.text = Binding(
                get: { draft.wrappedValue ?? valueField.formatted() }, set: { draft.wrappedValue = $0 })
            content.commit = {
                guard let typed = draft.wrappedValue else { return }
                valueField.commit(typed)
                draft.wrappedValue = nil
            }
        }
        return content
    }
}

/// How a `TextField(_:value:format:)` shows its value and reads it back.
struct ValueField {
    /// The value, formatted; reading it reads the binding.
    let formatted: @MainActor () -> String
    /// Parses `text` and, where it parses, writes the value.
    let commit: @MainActor (String) -> Void
}

extension TextFieldContent: View, PrimitiveView {
    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let attributes = context.environment.attributes
        if isVertical {
            let automatic = attributes.styleDrawings[TextFieldDrawing.self] == .automatic
            let commit = self.commit
            let onSubmit = self.onSubmit
            elements.append(
                TextAreaElement(
                    text: text, editing: editing ?? TextFieldEditing(),
                    kind: .field(
                        label: automatic ? label : "", placeholder: prompt ?? (automatic ? "" : label),
                        minimumRows: attributes.textLines.minimum, maximumRows: attributes.textLines.maximum),
                    isEnabled: attributes.isEnabled, place: context.focusPlace,
                    onSubmit: {
                        commit?()
                        onSubmit()
                    }, onEditingChanged: onEditingChanged))
            return
        }
        elements.append(
            TextFieldElement(
                field: self, editing: editing ?? TextFieldEditing(),
                style: attributes.styleDrawings[TextFieldDrawing.self],
                submitLabel: attributes.submitLabel, isEnabled: attributes.isEnabled,
                valueStyle: attributes.textStyle(own: .plain, font: nil, weightIsBold: nil, foreground: nil),
                valueColors: ColorPair(foreground: attributes.foreground, background: attributes.background),
                focusTint: attributes.screen.depth == .none ? nil : attributes.tint ?? .accentColor,
                screen: attributes.screen,
                place: context.focusPlace))
    }
}
