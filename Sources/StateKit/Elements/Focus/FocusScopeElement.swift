/// What a modifier says about the focusable elements below it: the actions
/// Return in a text field runs (`onSubmit`), or the `@FocusState` a
/// `.focused` modifier ties them to.
enum FocusScope {
    case submit(@MainActor () -> Void)
    case focusTag(FocusTag)
}

/// A `.focused` modifier's tie between a `@FocusState` and the controls
/// below it.
struct FocusTag {
    /// The state's storage: several modifiers on one state name it alike.
    let state: ObjectIdentifier
    /// Whether the state holds this modifier's value.
    let isSelected: @MainActor () -> Bool
    /// Gives the state this modifier's value: the focus came here.
    let select: @MainActor () -> Void
    /// Clears the state (`nil`, `false`) if it holds this modifier's value:
    /// the focus left.
    let deselect: @MainActor () -> Void
}

/// A child whose focusable elements are under a `FocusScope`. The scopes of
/// the elements are gathered as the focusable elements are walked.
final class FocusScopeElement: SingleChildElement {
    let scope: FocusScope

    init(child: Element, scope: FocusScope) {
        self.scope = scope
        super.init(child: child)
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        FocusScopeWalk.enclosing.append(scope)
        defer { FocusScopeWalk.enclosing.removeLast() }
        child.forEachFocusable(visit)
    }
}

/// The scopes around the focusable element being visited, outermost first.
@MainActor
enum FocusScopeWalk {
    static var enclosing: [FocusScope] = []
}
