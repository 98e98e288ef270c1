extension Scene {
    /// Runs `action` with the old and new values after `value` changed from
    /// one evaluation of the app's `body` to the next; with `initial`, also
    /// when the scene first shows. The app's body is evaluated again when
    /// what it reads changes, as a view's is.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
    ) -> some Scene {
        ChangeScene(content: self) { $0.onChange(of: value, initial: initial, action) }
    }

    /// Runs `action` after `value` changed from one evaluation of the app's
    /// `body` to the next; with `initial`, also when the scene first shows.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void)
        -> some Scene
    {
        ChangeScene(content: self) { $0.onChange(of: value, initial: initial, action) }
    }

    /// Runs `action` with the new value after `value` changed.
    @available(*, deprecated, message: "use onChange(of:initial:_:) with a closure of two parameters or none")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some Scene {
        ChangeScene(content: self) { $0.onChange(of: value, initial: false) { _, new in action(new) } }
    }
}

/// A scene with `onChange` on it: its root view, watching the value.
struct ChangeScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let watch: @MainActor (AnyView) -> any View

    var body: Never { primitiveSceneBody() }

    var rootView: AnyView { AnyView(watch(SceneRoot.view(of: content))) }
}
