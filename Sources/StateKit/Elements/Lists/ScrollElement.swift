/// A viewport that scrolls: once focused (Tab) by Up, Down, PageUp, PageDown,
/// Home and End, and by the wheel under the pointer. Subclasses say how far
/// they can go and what moves.
class ScrollElement: FocusableElement {
    /// Lines a turn of the wheel scrolls.
    static let wheelStep = 3

    /// Off under `.disabled(true)`: Tab passes it by.
    private let isEnabled: Bool

    init(place: FocusPlace, isEnabled: Bool) {
        self.isEnabled = isEnabled
        super.init(place: place)
    }

    override var isInFocusRing: Bool { isEnabled }

    override var keepsClicksOnSelectableText: Bool { false }

    /// The room along the scrolling axis, in cells.
    var viewportLength: Int { frame.size.height }

    /// Scrolls by `lines` (negative: back), never past either end.
    func scroll(by lines: Int) {}

    /// Scrolls to the first line.
    func scrollToStart() {}

    /// Scrolls to the last line.
    func scrollToEnd() {}

    /// Scrolls to show `element`, which the focus reached, if it is inside
    /// and the view scrolls to follow the focus.
    func reveal(_ element: FocusableElement) {}

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

    /// Focused, a scroll view is marked as every focused view is (reverse
    /// video), over a bar on its trailing column (its bottom row for a
    /// horizontal one) that shows which part of the content is in view:
    /// `shown` of it, from `start`, both fractions of the whole.
    func drawScrollMark(along axis: Axis, start: Double, shown: Double, into buffer: inout CellBuffer, clip: Rect) {
        guard isFocused, !frame.isEmpty else { return }
        let length = axis.main(of: frame.size)
        let bar = max(1, min(length, Int((shown * Double(length)).rounded())))
        let from = min(length - bar, Int((start * Double(length)).rounded()))
        let rect =
            axis == .vertical
            ? Rect(x: frame.maxX - 1, y: frame.minY + from, width: 1, height: bar)
            : Rect(x: frame.minX + from, y: frame.maxY - 1, width: bar, height: 1)
        drawFocus(in: rect.intersection(clip), into: &buffer)
    }
}
