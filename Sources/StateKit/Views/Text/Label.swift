/// A title with an icon, as in SwiftUI: the icon (when the terminal has a glyph
/// for it), a space, then the title.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// Labels are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        if let custom = context.environment[CustomStyleKey<LabelStyleConfiguration>.self] {
            // The labels inside the style's look are drawn as StateKit draws them.
            var styleContext = context
            styleContext.environment[CustomStyleKey<LabelStyleConfiguration>.self] = nil
            let configuration = LabelStyleConfiguration(
                title: LabelStyleConfiguration.Title(content: AnyView(title)),
                icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
            styleContext.resolve(custom.makeBody(configuration), at: .index(2), into: &elements)
            return
        }
        // A toolbar's label shows its title whatever the style: a reader
        // cannot guess what an icon means.
        let drawing =
            context.environment[ToolbarGatheringKey.self] == nil
            ? context.environment.attributes.styleDrawings[LabelDrawing.self] : .titleAndIcon
        var parts: [Element] = []
        context.beginLevel(replacing: .none)
        if drawing != .titleOnly { context.resolve(icon, at: .index(0), into: &parts) }
        // An icon the terminal has no glyph for takes no room: its title stays.
        let iconIsBlank = parts.allSatisfy { $0.sizeThatFits(ProposedSize(width: nil, height: nil)).width == 0 }
        if drawing != .iconOnly || iconIsBlank { context.resolve(title, at: .index(1), into: &parts) }
        context.endLevel()
        elements.append(StackElement(axis: .horizontal, spacing: 1, alignment: .start, children: parts))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `title` with the SF Symbol `systemImage` as its icon.
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = Text(title)
        self.icon = Image(systemName: systemImage)
    }
}
