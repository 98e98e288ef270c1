/// A repeating timer declared by a view on screen.
struct ViewTimer {
    /// The owning node and the modifier's place in its body: stable across re-renders.
    let id: ElementID
    let interval: Duration
    let action: @MainActor () -> Void
}
