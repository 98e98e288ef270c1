/// A link to a URL, as SwiftUI's `Link`: its label underlined in the tint,
/// a Tab stop; Enter, Space or a click hands the URL to
/// `@Environment(\.openURL)`, which by default opens it with the desktop's
/// `xdg-open`. A terminal with hyperlinks (OSC 8) opens it on a click of its
/// own too (Ctrl-click or Cmd-click, as the terminal has it).
public struct Link<Label: View>: View, PrimitiveView {
    let label: Label
    let destination: URL

    /// A link to `destination`, shown as `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    /// Links are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let openURL = context.environment.openURL
        let destination = self.destination
        let button = Button(action: { openURL(destination) }) { label }.buttonStyle(.link)
        // The label's texts carry the URL to a terminal with hyperlinks.
        let number = Hyperlinks.number(of: destination.absoluteString)
        let linked = AttributeModifier(content: button) { $0.hyperlink = number }
        context.resolve(linked, at: .index(0), into: &elements)
    }
}

extension Link where Label == Text {
    /// A link to `destination`, titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
