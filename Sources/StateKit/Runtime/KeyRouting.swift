/// Where a key goes: first to the focused element (a text field takes printable
/// keys; Tab, Shift-Tab and Esc move or clear the focus), then to the shortcuts
/// on screen, outermost view first. With nothing focused and no shortcut for it,
/// Tab focuses the first focusable element.
extension ViewGraph {
    /// `true` when something on screen took `key`.
    func route(_ key: Key) -> Bool {
        if focusedID != nil {
            let ring = focusables()
            if let index = ring.firstIndex(where: { $0.focusID == focusedID }) {
                switch key {
                case .tab: moveFocus(in: ring, from: index, by: 1)
                case .backTab: moveFocus(in: ring, from: index, by: -1)
                case .escape: setFocus(nil, owner: nil)
                default:
                    if ring[index].handleFocusedKey(key) { return true }
                    return dispatchShortcut(key)
                }
                return true
            }
            setFocus(nil, owner: nil)
        }
        if dispatchShortcut(key) { return true }
        guard key == .tab || key == .backTab else { return false }
        let ring = focusables()
        guard let element = key == .tab ? ring.first : ring.last else { return false }
        setFocus(element.focusID, owner: element.owner)
        return true
    }

    private func moveFocus(in ring: [FocusableElement], from index: Int, by step: Int) {
        let next = ring[(index + step + ring.count) % ring.count]
        setFocus(next.focusID, owner: next.owner)
    }

    /// The focusable elements on screen, in layout order.
    func focusables() -> [FocusableElement] {
        var ring: [FocusableElement] = []
        host?.content.forEachFocusable { ring.append($0) }
        return ring
    }

    /// The focused element if it is still on screen.
    func focusedElement() -> FocusableElement? {
        guard let focusedID else { return nil }
        return focusables().first { $0.focusID == focusedID }
    }

    private func dispatchShortcut(_ key: Key) -> Bool {
        guard let host else { return false }
        return dispatchShortcut(key, in: host)
    }

    private func dispatchShortcut(_ key: Key, in node: ViewNode) -> Bool {
        for shortcut in node.shortcuts where shortcut.key == key {
            shortcut.action()
            return true
        }
        var handled = false
        node.forEachVisibleChild { child in
            if !handled { handled = dispatchShortcut(key, in: child) }
        }
        return handled
    }
}

/// A key and what it does, as a node collects them from its elements. A
/// struct, not a tuple: a function kept in an array inside a tuple is wrapped
/// in a new thunk, an allocation, each time it is stored.
struct Shortcut {
    let key: Key
    let action: @MainActor () -> Void
}
