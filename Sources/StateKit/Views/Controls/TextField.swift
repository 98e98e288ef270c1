/// A one-line text input bound to a string, as SwiftUI's `TextField`. Tab or
/// its key (if any) focuses it; while focused, printable keys go to the field
/// rather than to shortcuts, Backspace removes one grapheme, Enter submits and
/// Esc leaves. The cursor is shown at the end of the text while the field has
/// focus. The field reads its binding itself: typing re-evaluates no body.
public struct TextField: View, InternalView {
    let content: TextFieldContent

    /// A field titled `title`, editing `text`; `focusKey` focuses it, `onSubmit`
    /// runs on Enter.
    package init(
        _ title: String, text: Binding<String>, focusKey: Key? = nil, maxLength: Int = 40,
        onSubmit: @escaping @MainActor () -> Void = {}
    ) {
        content = TextFieldContent(
            label: title, text: text, focusKey: focusKey, maxLength: maxLength, onSubmit: onSubmit)
    }

    /// A field titled `title`, editing `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(String(title), text: text, focusKey: nil)
    }

    /// The field, internal to StateKit.
    public var body: some View { content }
}

/// The field's primitive, evaluated in the field's own node.
struct TextFieldContent: View, PrimitiveView {
    let label: String
    let text: Binding<String>
    let focusKey: Key?
    let maxLength: Int
    let onSubmit: @MainActor () -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(TextFieldElement(field: self, context: context))
    }
}
