/// Which element holds the keyboard focus: one at most, named by its
/// `ElementID` so that it stays focused while its owner is evaluated again.
/// The element itself is found on screen when needed (`focusedElement()`): an
/// evaluation makes new elements, and the focus follows the identity.
struct KeyboardFocus {
    /// The focused element's identity, if any.
    private(set) var id: ElementID?
    /// The node whose body made the focused element: drawn again when the
    /// focus leaves or reaches it.
    private(set) weak var owner: ViewNode?

    /// Sets the focus; returns the nodes to draw again (the old owner and the
    /// new one), or none when the focus did not move.
    mutating func move(to id: ElementID?, owner: ViewNode?) -> [ViewNode] {
        guard id != self.id else { return [] }
        let old = self.owner
        self.id = id
        self.owner = owner
        return [old, owner].compactMap { $0 }
    }
}

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
        if !navigationModels.isEmpty {
            for model in navigationModels.values
            where [old, id].contains(where: { $0.map(model.toolbarShows) ?? false }) {
                if let owner = model.owner { requestRedraw(owner) }
            }
        }
        left?.focusChanged(to: false)
        let reached = id == nil ? nil : focusedElement()
        reached?.focusChanged(to: true)
        if let reached { inputRoot?.forEachScrollable { $0.reveal(reached) } }
        let onTextField = reached is TextFieldElement
        if onTextField != textFieldHasFocus {
            textFieldHasFocus = onTextField
            // The keyboard's toolbar items come and go with it.
            for model in navigationModels.values where model.hasKeyboardItems {
                if let owner = model.owner { requestRedraw(owner) }
            }
        }
        syncFocusStates(from: old, to: id)
    }

    /// Moves the focus `step` places along `ring` from `index`, wrapping round.
    func moveFocus(in ring: [FocusableElement], from index: Int, by step: Int) {
        let next = ring[(index + step + ring.count) % ring.count]
        setFocus(next.focusID, owner: next.owner)
    }

    /// The elements on screen that Tab stops at, in layout order: those of
    /// the top presentation while one is up.
    func focusables() -> [FocusableElement] {
        var ring: [FocusableElement] = []
        isCollectingFocusRing = true
        inputRoot?.forEachFocusable { if $0.isInFocusRing { ring.append($0) } }
        isCollectingFocusRing = false
        return ring
    }

    /// The focused element if it is still on screen, in the focus ring or not.
    /// Looked for first among the elements of the node that made it, on
    /// screen with no presentation over it: then no other node is walked.
    func focusedElement() -> FocusableElement? {
        guard let focusedID else { return nil }
        var found: FocusableElement?
        isCollectingFocusRing = true
        if presentations.isEmpty, let owner = focus.owner, owner.isAlive, owner.rect != nil,
            ObjectIdentifier(owner) == focusedID.node
        {
            owner.content.forEachFocusable { if found == nil && $0.focusID == focusedID { found = $0 } }
            if let found {
                isCollectingFocusRing = false
                return found
            }
        }
        inputRoot?.forEachFocusable { if found == nil && $0.focusID == focusedID { found = $0 } }
        isCollectingFocusRing = false
        return found
    }
}
