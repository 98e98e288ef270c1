/// An element's identity across re-renders: the node whose body made it and its
/// place in that body. Focus and timers hold on to it.
struct ElementID: Hashable {
    let node: ObjectIdentifier
    let path: [PathComponent]
}

/// An element that can hold the keyboard focus: a text field, a button.
/// Tab and Shift-Tab move the focus between them in layout order, Esc clears it.
@MainActor
class FocusableElement: Element {
    let focusID: ElementID
    unowned let owner: ViewNode

    init(context: ResolveContext) {
        owner = context.owner
        focusID = ElementID(node: ObjectIdentifier(context.owner), path: context.path)
    }

    var isFocused: Bool { owner.graph.focusedID == focusID }

    /// Handles a key while focused; `false` lets shortcuts have it.
    func handleFocusedKey(_ key: Key) -> Bool { false }

    /// Where the terminal cursor goes while this element is focused; `nil` hides it.
    var cursorPosition: Point? { nil }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        visit(self)
    }
}
