/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`:
/// drawn `▸ label` while closed and `▾ label` while open, the content under
/// it standing in. A click on the label, or Enter or Space while it has the
/// focus, opens and closes it. The content is made only while open.
public struct DisclosureGroup<Label: View, Content: View>: View, InternalView {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var expandedHere = false

    /// A group of `content` under `label`, closed at first.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    /// A group of `content` under `label`, open while `isExpanded` is true.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    /// The group, internal to StateKit.
    public var body: some View {
        DisclosureContent(label: label, content: content, isExpanded: isExpanded ?? $expandedHere)
    }
}

extension DisclosureGroup where Label == Text {
    /// A group of `content` under the title `title`, closed at first.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group of `content` under the title `title`, open while `isExpanded`
    /// is true.
    public init<S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The disclosure group's primitive, evaluated in the group's own node.
struct DisclosureContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let isExpanded = self.isExpanded
        let open = isExpanded.wrappedValue
        let header = DisclosureLabelElement(
            label: context.resolveOne(label, at: .index(0)), isExpanded: open,
            isEnabled: context.environment.attributes.isEnabled, place: context.focusPlace
        ) { isExpanded.wrappedValue.toggle() }
        let rows = open ? context.resolveLevel(content(), at: .index(1)) : []
        elements.append(
            SectionElement(header: header, rows: rows, footer: nil, rowIndent: DisclosureLabelElement.markWidth))
    }
}
