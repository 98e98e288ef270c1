/// Views in a box, as SwiftUI's `GroupBox`: a border around the content,
/// the label's text bold in its top edge; rounded, as iOS draws it.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// `content` in a box labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Group boxes are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let title = label.plainText
        elements.append(
            BorderElement(
                child: context.resolveOne(content, at: .index(0)), fills: false, title: title.isEmpty ? nil : title,
                rounded: true))
    }
}

extension GroupBox where Label == EmptyView {
    /// `content` in a box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// `content` in a box labelled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// Controls side by side as one group, as SwiftUI's `ControlGroup`: a row
/// of them, a column apart.
public struct ControlGroup<Content: View>: View, PrimitiveView {
    let content: Content

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Control groups are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            StackElement.resolve(
                .horizontal, spacing: 1, alignment: .center, of: content, in: context, at: elements.count))
    }
}
