/// What `onAppear` and `onDisappear` ask of the view they modify.
struct AppearanceHandlers {
    /// The modifier's owning node and place in its body.
    let id: ElementID
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?
}

/// A child with appearance actions.
final class AppearanceElement: SingleChildElement {
    let handlers: AppearanceHandlers

    init(child: Element, handlers: AppearanceHandlers) {
        self.handlers = handlers
        super.init(child: child)
    }

    override func forEachAppearance(_ visit: (AppearanceHandlers) -> Void) {
        visit(handlers)
        child.forEachAppearance(visit)
    }
}
