/// The window of an app: on a terminal, the whole screen.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: Content

    /// A window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window with a title; a terminal has no title bar, so the title is not shown.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group draws its content itself.
    public var body: Never { primitiveSceneBody() }

    /// The content, centred on the screen as a window centres it.
    var rootView: AnyView {
        AnyView(content.frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}
