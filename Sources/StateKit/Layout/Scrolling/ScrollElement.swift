/// A viewport that scrolls: once focused (Tab) by Up, Down, PageUp, PageDown,
/// Home and End, and by the wheel under the pointer. Subclasses say how far
/// they can go and what moves.
class ScrollElement: FocusableElement {
    /// Lines a turn of the wheel scrolls.
    static let wheelStep = 3

    /// The room along the scrolling axis, in cells.
    var viewportLength: Int { frame.size.height }

    /// Scrolls by `lines` (negative: back), never past either end.
    func scroll(by lines: Int) {}

    /// Scrolls to the first line.
    func scrollToStart() {}

    /// Scrolls to the last line.
    func scrollToEnd() {}

    override func handleFocusedKey(_ key: Key) -> Bool {
        let page = max(1, viewportLength - 1)
        switch key {
        case .up: scroll(by: -1)
        case .down: scroll(by: 1)
        case .pageUp: scroll(by: -page)
        case .pageDown: scroll(by: page)
        case .home: scrollToStart()
        case .end: scrollToEnd()
        default: return false
        }
        return true
    }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) {
        visit(self)
    }
}
