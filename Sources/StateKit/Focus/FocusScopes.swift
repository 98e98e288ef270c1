/// What the focus does with the scopes above focusable elements: Return in a
/// field runs the `onSubmit` actions around it, and the focus and the
/// `@FocusState`s tied to it by `.focused` follow each other.
extension ViewGraph {
    /// The scopes around the element `id`, outermost first; `nil` when it is
    /// not on screen.
    func scopes(of id: ElementID) -> [FocusScope]? {
        var found: [FocusScope]?
        FocusScopeWalk.enclosing.removeAll()
        inputRoot?.forEachFocusable { element in
            if found == nil && element.focusID == id { found = FocusScopeWalk.enclosing }
        }
        return found
    }

    /// Runs the `onSubmit` actions around the element `id`, innermost first.
    func submit(from id: ElementID) {
        for case .submit(let action) in (scopes(of: id) ?? []).reversed() { action() }
    }

    /// Writes the `@FocusState`s of the focus's move from `old` to `new`: the
    /// states tied to the element left are cleared, then those tied to the
    /// element reached take its values.
    func syncFocusStates(from old: ElementID?, to new: ElementID?) {
        let left = old.flatMap(scopes(of:)) ?? []
        let reached = new.flatMap(scopes(of:)) ?? []
        guard !left.isEmpty || !reached.isEmpty else { return }
        FocusStateWrite.isFollowingFocus = true
        defer { FocusStateWrite.isFollowingFocus = false }
        for case .focusTag(let tag) in left { tag.deselect() }
        for case .focusTag(let tag) in reached { tag.select() }
    }

    /// Moves the focus where the `@FocusState`s written by the app since the
    /// last frame say: to the first element whose `.focused` value its state
    /// now holds, or nowhere when the focused element's state was cleared.
    func applyFocusStateWrites() {
        guard !focus.stateWrites.isEmpty else { return }
        let written = focus.stateWrites
        focus.stateWrites.removeAll()
        var target: FocusableElement?
        var clearsFocus = false
        FocusScopeWalk.enclosing.removeAll()
        // Every control, in view or not: the views were evaluated again and
        // not laid out yet, so a scroll view cannot tell which are in view.
        focus.isCollectingRing = true
        inputRoot?.forEachFocusable { element in
            for case .focusTag(let tag) in FocusScopeWalk.enclosing where written.contains(tag.state) {
                let selected = tag.isSelected()
                if selected && target == nil && element.isInFocusRing { target = element }
                if !selected && element.focusID == focusedID { clearsFocus = true }
            }
        }
        focus.isCollectingRing = false
        if let target {
            setFocus(target.focusID, owner: target.ownerNode)
        } else if clearsFocus {
            setFocus(nil, owner: nil)
        }
    }

    /// Takes the focus from an element that is no longer in the focus ring
    /// (it became disabled) or no longer on screen.
    func releaseFocusIfUnavailable() {
        guard focusedID != nil else { return }
        if let element = focusedElement(), element.isInFocusRing { return }
        setFocus(nil, owner: nil)
    }
}

/// Whether a `@FocusState` is being written because the focus moved (not by
/// the app, which moves the focus).
@MainActor
enum FocusStateWrite {
    static var isFollowingFocus = false
}
