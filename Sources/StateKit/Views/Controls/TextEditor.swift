/// A view that edits text of several lines, as SwiftUI's `TextEditor`: it
/// takes the room it is offered, a dim bar down its left edge, and wraps its
/// lines at their spaces, scrolling to keep the cursor in view. A click or
/// Tab focuses it; Enter starts a new line, the arrows move in two
/// dimensions, Home and End to a row's ends, PageUp and PageDown a screen of
/// rows; the line editor's other keys work as in a `TextField`. Tab leaves.
/// It reads its binding itself: typing re-evaluates no body but those that
/// read the text.
public struct TextEditor: View, InternalView {
    let text: Binding<String>
    @State private var editing = TextFieldEditing()

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// The editor, internal to StateKit.
    public var body: some View {
        TextEditorContent(text: text, editing: editing)
    }
}

/// The editor's primitive, evaluated in the editor's node.
struct TextEditorContent: View, PrimitiveView {
    let text: Binding<String>
    let editing: TextFieldEditing

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            TextAreaElement(
                text: text, editing: editing, kind: .editor, isEnabled: context.environment.attributes.isEnabled,
                place: context.focusPlace))
    }
}
