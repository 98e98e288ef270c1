/// The root of an app's views: its `body` evaluated in a node of its own,
/// where the app's `@State` lives, so that the scenes are made again when
/// what the body reads changes.
struct AppRoot<Root: App>: View, InternalView {
    let app: Root

    var body: some View { SceneRoot.view(of: app.body) }

    var hostedProperties: Any? { app }
}

extension App {
    /// The app's views, as `main()` shows them: its body in a node of its own.
    package var rootView: AnyView { AnyView(AppRoot(app: self)) }
}
