/// A label beside a value, as SwiftUI's `LabeledContent`: the value, grey
/// when it is text, two columns after the label, or at the end of its row
/// in a form.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Labelled content is drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let label = context.resolveOne(self.label, at: .index(0))
        var valueContext = context
        if Content.self == Text.self, valueContext.environment.attributes.foreground == nil {
            valueContext.environment.attributes.foreground = .secondary
        }
        let value = valueContext.resolveOne(content, at: .index(1))
        elements.append(
            LabeledRowElement(label: label, value: value, fills: context.environment[FormRowsKey.self]))
    }
}

extension LabeledContent where Label == Text {
    /// `content` labelled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The text `value` labelled `title`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// `value` as `format` writes it, labelled `title`.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
