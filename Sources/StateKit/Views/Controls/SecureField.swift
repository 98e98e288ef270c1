/// A field whose text is drawn as bullets, as SwiftUI's: for passwords.
/// It edits as a `TextField` does.
public struct SecureField: View, InternalView {
    private let field: TextField

    /// A secure field titled `title`, editing `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(String(title), text: text).secure()
    }

    /// A secure field titled `title`, editing `text`, showing `prompt`
    /// while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(String(title), text: text, prompt: prompt).secure()
    }

    /// A secure field labelled by `label`, editing `text`; a terminal shows
    /// the label's text.
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, label: label).secure()
    }

    /// The field, internal to StateKit.
    public var body: some View { field }
}
