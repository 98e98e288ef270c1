/// Where a key goes: first to the focused element (a text field takes printable
/// keys; Tab, Shift-Tab and Esc move or clear the focus, Esc then going on to
/// the shortcuts, where a navigation stack takes it to go back), then to the shortcuts
/// on screen, outermost view first. With nothing focused and no shortcut for it,
/// Tab focuses the first focusable element.
extension ViewGraph {
    /// `true` when something on screen took `key`.
    func route(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return routeMouse(event) }
        if focusedID != nil {
            // Only Tab and Shift-Tab need the whole ring; any other key goes
            // to the focused element, found by its owner: a key typed in one
            // field of a long form costs what it costs in a short one.
            if let focused = focusedElement(), focused.isInFocusRing {
                switch key {
                case .tab, .backTab:
                    let ring = focusables()
                    if let index = ring.firstIndex(where: { $0.focusID == focusedID }) {
                        moveFocus(in: ring, from: index, by: key == .tab ? 1 : -1)
                    } else if let next = key == .tab ? ring.first : ring.last {
                        // The focused control scrolled out of reach: Tab starts
                        // the ring again.
                        setFocus(next.focusID, owner: next.ownerNode)
                    } else {
                        setFocus(nil, owner: nil)
                    }
                case .escape:
                    // Esc leaves the control, and goes back a screen where a
                    // stack can: wherever the focus is, a text field included.
                    setFocus(nil, owner: nil)
                    _ = dispatchShortcut(key)
                default:
                    if focused.handleFocusedKey(key) || (focus.mayHaveTextSelection && copiesTextSelection(key)) {
                        return true
                    }
                    // In a menu, Up and Down go from one action to the next.
                    if presentations.top?.style == .menu, key == .up || key == .down {
                        let ring = focusables()
                        if let index = ring.firstIndex(where: { $0.focusID == focusedID }) {
                            moveFocus(in: ring, from: index, by: key == .up ? -1 : 1)
                        }
                        return true
                    }
                    return dispatchShortcut(key)
                }
                return true
            }
            setFocus(nil, owner: nil)
        }
        if (focus.mayHaveTextSelection && copiesTextSelection(key)) || dispatchShortcut(key) { return true }
        guard key == .tab || key == .backTab else { return false }
        let ring = focusables()
        guard let element = key == .tab ? ring.first : ring.last else { return false }
        setFocus(element.focusID, owner: element.ownerNode)
        return true
    }

    /// A left click activates the control under the pointer, the deepest (the
    /// last drawn) if several overlap: presses a button, flips a toggle,
    /// selects a tab, focuses a text field. The wheel scrolls what is under
    /// the pointer. Hit-testing uses the rects of the last layout.
    private func routeMouse(_ event: MouseEvent) -> Bool {
        switch event.action {
        case .press(button: 0):
            var control: FocusableElement?
            var text: SelectableTextElement?
            var controlKeepsText = false
            inputRoot?.forEachFocusable { element in
                guard element.answersLeftClicks && element.isHit(at: event.position) else { return }
                if let selectable = element as? SelectableTextElement {
                    text = selectable
                } else {
                    control = element
                    controlKeepsText = controlKeepsText || element.keepsClicksOnSelectableText
                }
            }
            focus.endTextSelection()
            // Selectable text in a control (a button's label) leaves the click
            // to the control; in a scroll view, it takes it.
            let target = controlKeepsText ? control : text ?? control
            // Under a presentation, a click outside it does nothing.
            guard let hit = target else { return !presentations.isEmpty }
            if hit.focusesOnClick {
                if hit.isInFocusRing { setFocus(hit.focusID, owner: hit.ownerNode) }
                if hit.focusID == focusedID { hit.clicked(at: event.position) }
            } else {
                if let focused = focusedElement(), focused.focusesOnClick { setFocus(nil, owner: nil) }
                hit.pressed(at: event.position)
            }
            return true
        case .press(button: 2):
            // A right click opens the actions of the view under it.
            guard let root = inputRoot, let menu = ActionMenuElement.menu(in: root, at: event.position) else {
                return false
            }
            menu.openActions(atRow: event.position.y)
            return true
        case .drag:
            focus.dragTarget?.dragged(to: event.position)
            return focus.dragTarget != nil
        case .release:
            guard let target = focus.dragTarget else { return false }
            focus.dragTarget = nil
            target.dragEnded()
            return true
        case .wheelUp, .wheelDown:
            var target: ScrollElement?
            inputRoot?.forEachScrollable { element in
                if element.frame.contains(event.position) { target = element }
            }
            guard let target else { return false }
            target.scroll(by: event.action == .wheelUp ? -ScrollElement.wheelStep : ScrollElement.wheelStep)
            return true
        default:
            return false
        }
    }

    /// Alt-C with a text selected (`SelectableTextElement`): copies it to the
    /// terminal's clipboard, as a field copies its own. Asked only while
    /// `KeyboardFocus.mayHaveTextSelection`: every key no control takes
    /// would pay for the call.
    private func copiesTextSelection(_ key: Key) -> Bool {
        guard case .modified(.character(let letter), .alt) = key, letter == "c",
            let text = focus.textSelection?.selectedText
        else { return false }
        copyToClipboard(text)
        return true
    }

    /// Offers a key's release to the views' `onKeyPress` handlers alone:
    /// the focused control and the focus ring have no use for it.
    func routeRelease(_ key: Key) -> Bool {
        dispatchShortcut(key)
    }

    /// The nodes offering `key` are looked up in the declarations' `shortcutNodes`. One that is
    /// on screen takes it at once; when several offer it, or one not placed
    /// yet (hidden, or brought on screen by an earlier key of the same batch),
    /// the walk from the root decides.

    private func dispatchShortcut(_ key: Key) -> Bool {
        guard let host else { return false }
        if let top = presentations.top { return dispatchShortcut(key, in: top) }
        var offering: ViewNode?
        for node in declarations.shortcutNodes.values where Self.offers(key, node) {
            guard offering == nil, node.rect != nil else { return dispatchShortcut(key, in: host) }
            offering = node
        }
        guard let offering else { return false }
        // No other node offers the key, so none inside this one needs asking.
        for shortcut in offering.shortcuts where shortcut.take(key) { return true }
        return false
    }

    /// Whether `node` offers `key`: a loop, where `contains(where:)` would
    /// pay an isolation check for its closure at every key.
    private static func offers(_ key: Key, _ node: ViewNode) -> Bool {
        for shortcut in node.shortcuts where shortcut.mayTake(key) { return true }
        return false
    }

    /// Under a presentation, only its views' shortcuts; Escape, if none of
    /// them takes it (a stack inside a sheet goes back), closes it.
    private func dispatchShortcut(_ key: Key, in presentation: Presentation) -> Bool {
        var handled = false
        presentation.box?.forEachViewNode { node in
            if !handled { handled = dispatchShortcut(key, in: node) }
        }
        if handled { return true }
        guard key == .escape else { return false }
        presentation.escape()
        return true
    }

    private func dispatchShortcut(_ key: Key, in node: ViewNode) -> Bool {
        var handled = false
        node.forEachVisibleChild { child in
            if !handled { handled = dispatchShortcut(key, in: child) }
        }
        if handled { return true }
        for shortcut in node.shortcuts where shortcut.take(key) { return true }
        return false
    }
}
