/// A view with a tap gesture: a click on it (but on a control inside)
/// counts towards its taps; Enter or Space taps it when it has the focus.
final class TapGestureElement: WrappingFocusableElement {
    private let count: Int
    private let action: @MainActor () -> Void
    private let isEnabled: Bool
    /// Whether a control inside takes the keys: the view is then no Tab stop.
    private let holdsControls: Bool

    init(
        child: Element, count: Int, isEnabled: Bool, place: FocusPlace, action: @escaping @MainActor () -> Void
    ) {
        self.count = count
        self.action = action
        self.isEnabled = isEnabled
        var holdsControls = false
        child.forEachFocusable { if $0.isInFocusRing { holdsControls = true } }
        self.holdsControls = holdsControls
        super.init(child: child, place: place)
    }

    /// The clicks on one view so far, towards a tap of several.
    private static var clicks: (on: ElementID, count: Int, last: ContinuousClock.Instant)?
    /// How long after a click the next one still counts towards the same tap.
    private static let interval = Duration.milliseconds(500)

    override var isInFocusRing: Bool { isEnabled && !holdsControls }

    override var answersLeftClicks: Bool { isEnabled }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        action()
        return true
    }

    /// A click: the tap, once the clicks in a row reach its count.
    override func activate() {
        guard count > 1 else {
            Self.clicks = nil
            return action()
        }
        let now = ContinuousClock.now
        var clicks = 1
        if let previous = Self.clicks, previous.on == focusID, now - previous.last <= Self.interval {
            clicks = previous.count + 1
        }
        if clicks >= count {
            Self.clicks = nil
            action()
        } else {
            Self.clicks = (focusID, clicks, now)
        }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        child.draw(into: &buffer, clip: clip)
        drawFocus(in: frame.intersection(clip).intersection(buffer.bounds), into: &buffer)
    }
}
