/// A link to a URL, as SwiftUI's `Link`: its label underlined in the tint,
/// a Tab stop; Enter, Space or a click hands the URL to
/// `@Environment(\.openURL)`, which by default opens it with the desktop's
/// `xdg-open`.
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
        context.resolve(button, at: .index(0), into: &elements)
    }
}

extension Link where Label == Text {
    /// A link to `destination`, titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
