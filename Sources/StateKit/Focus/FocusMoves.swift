/// Moving the focus: Tab and Shift-Tab walk the focusable elements on screen
/// in layout order, a click or a field's key puts it on one element, Esc
/// clears it.
extension ViewGraph {
    /// The focused element's identity, if any.
    var focusedID: ElementID? { focus.id }

    /// Moves the focus; both the old and the new owner are drawn again, the
    /// elements hear of it and the `@FocusState`s tied to them follow.
    func setFocus(_ id: ElementID?, owner: ViewNode?) {
        let old = focus.id
        guard id != old else { return }
        let left = old == nil ? nil : focusedElement()
        for node in focus.move(to: id, owner: owner) { requestRedraw(node) }
        // A toolbar item is drawn by its stack's title line, not by its owner.
        let navigationModels = components.existing(NavigationModels.self)?.byStack ?? [:]
        for model in navigationModels.values
        where [old, id].contains(where: { $0.map(model.toolbarShows) ?? false }) {
            if let owner = model.owner { requestRedraw(owner) }
        }
        left?.focusChanged(to: false)
        let reached = id == nil ? nil : focusedElement()
        reached?.focusChanged(to: true)
        if let reached { inputRoot?.forEachScrollable { $0.reveal(reached) } }
        let onTextField = reached is TextFieldElement
        if onTextField != focus.isOnTextField {
            focus.isOnTextField = onTextField
            // The keyboard's toolbar items come and go with it.
            for model in navigationModels.values where model.hasKeyboardItems {
                if let owner = model.owner { requestRedraw(owner) }
            }
        }
        syncFocusStates(from: old, to: id)
    }

    /// Puts the focus on the first element Tab stops at, unless one has it:
    /// a question asked inline takes keys at once.
    package func focusFirstFocusable() {
        guard focusedID == nil, let first = focusables().first else { return }
        setFocus(first.focusID, owner: first.ownerNode)
    }

    /// Moves the focus `step` places along `ring` from `index`, wrapping round.
    func moveFocus(in ring: [FocusableElement], from index: Int, by step: Int) {
        let next = ring[(index + step + ring.count) % ring.count]
        setFocus(next.focusID, owner: next.ownerNode)
    }

    /// The elements on screen that Tab stops at, in layout order: those of
    /// the top presentation while one is up.
    func focusables() -> [FocusableElement] {
        var ring: [FocusableElement] = []
        focus.isCollectingRing = true
        inputRoot?.forEachFocusable { if $0.isInFocusRing { ring.append($0) } }
        focus.isCollectingRing = false
        return ring
    }

    /// Where the terminal's cursor goes once a frame is laid out: in the
    /// focused text field, or nowhere. A focused control that the layout no
    /// longer holds gives the focus up.
    func cursorAfterLayout() -> Point? {
        let element = focusedElement()
        if element == nil && focusedID != nil { setFocus(nil, owner: nil) }
        return element?.cursorPosition
    }

    /// The focused element if it is still on screen, in the focus ring or not.
    /// Looked for first among the elements of the node that made it, on
    /// screen with no presentation over it: then no other node is walked.
    func focusedElement() -> FocusableElement? {
        guard let focusedID else { return nil }
        var found: FocusableElement?
        focus.isCollectingRing = true
        if presentations.isEmpty, let owner = focus.owner, owner.isAlive, owner.rect != nil,
            ObjectIdentifier(owner) == focusedID.node
        {
            owner.content.forEachFocusable { if found == nil && $0.isFocused { found = $0 } }
            if let found {
                focus.isCollectingRing = false
                return found
            }
        }
        inputRoot?.forEachFocusable { if found == nil && $0.isFocused { found = $0 } }
        focus.isCollectingRing = false
        return found
    }
}
