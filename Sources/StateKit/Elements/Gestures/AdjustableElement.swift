/// `.accessibilityAdjustableAction`: the view is a Tab stop, drawn reversed
/// while it has the focus, where Right and Up increment and Left and Down
/// decrement, as a screen reader's swipes do on a phone. A control inside
/// keeps its own keys, and the view is then no Tab stop.
final class AdjustableElement: WrappingFocusableElement {
    /// `true` to increment, `false` to decrement.
    private let adjust: @MainActor (Bool) -> Void
    private let isEnabled: Bool
    private let holdsControls: Bool

    init(child: Element, isEnabled: Bool, place: FocusPlace, adjust: @escaping @MainActor (Bool) -> Void) {
        self.adjust = adjust
        self.isEnabled = isEnabled
        var holdsControls = false
        child.forEachFocusable { if $0.isInFocusRing { holdsControls = true } }
        self.holdsControls = holdsControls
        super.init(child: child, place: place)
    }

    override var isInFocusRing: Bool { isEnabled && !holdsControls }

    override var answersLeftClicks: Bool { isEnabled && !holdsControls }

    override func handleFocusedKey(_ key: Key) -> Bool {
        switch key {
        case .right, .up: adjust(true)
        case .left, .down: adjust(false)
        default: return false
        }
        return true
    }

    /// A click gives the view the focus, for the arrows that follow.
    override var focusesOnClick: Bool { true }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        child.draw(into: &buffer, clip: clip)
        drawFocus(in: frame.intersection(clip).intersection(buffer.bounds), into: &buffer)
    }
}
