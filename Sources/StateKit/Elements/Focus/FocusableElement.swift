/// An element that can hold the keyboard focus: a text field, a button.
/// Tab and Shift-Tab move the focus between them in layout order, Esc clears it.
@MainActor
class FocusableElement: Element {
    let focusID: ElementID
    unowned let owner: any ElementOwner

    /// A focusable element at `place`: made by its node's body, with an
    /// identity the focus follows there.
    init(place: FocusPlace) {
        owner = place.owner
        focusID = place.id
        focusClock = place.owner.focusClock
    }

    var isFocused: Bool {
        let moves = focusClock.moves
        if focusAnswer.moves != moves { focusAnswer = (moves, owner.focusedID == focusID) }
        return focusAnswer.isFocused
    }

    private let focusClock: FocusClock

    /// `isFocused` as of the focus's `moves`th move: comparing two identities
    /// compares their paths, and a control asks several times a frame.
    private var focusAnswer = (moves: -1, isFocused: false)

    /// The shape a `contentShape` around this control gives its clicks.
    weak var contentShape: ContentShapeElement?

    /// Whether a click at `point` lands on this control: in its frame, and
    /// on the shape of a `contentShape` around it or inside it, if it has one.
    final func isHit(at point: Point) -> Bool {
        guard frame.contains(point) else { return false }
        guard let shape = contentShape ?? (self as? WrappingFocusableElement)?.child.inner(ContentShapeElement.self)
        else {
            return true
        }
        return shape.covers(point)
    }

    /// Handles a key while focused; `false` lets shortcuts have it. Enter and
    /// Space activate a control.
    func handleFocusedKey(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        activate()
        return true
    }

    /// Whether Tab and Shift-Tab stop at this element. A tab bar's items whose
    /// pages have keys are not in the ring (Tab cycles the pages there), but a
    /// click still selects them.
    var isInFocusRing: Bool { true }

    /// Whether a click gives this element the focus (a text field) rather than
    /// activating it.
    var focusesOnClick: Bool { false }

    /// Whether a left click under the pointer goes to this element; `false`
    /// for one that answers only the right button (a view's context menu).
    var answersLeftClicks: Bool { true }

    /// Draws the focus over `area`: reverse video, in the accent colour where
    /// the terminal has colour.
    func drawFocus(in area: Rect, into buffer: inout CellBuffer) {
        guard isFocused else { return }
        buffer.restyle(area, adding: .reverse, colors: ColorPair(foreground: .accentColor, background: nil))
    }

    /// Does what the control is for: presses a button, flips a toggle, selects
    /// a tab. A click does the same.
    func activate() {}

    /// Whether a click on selectable text inside this element is this
    /// element's: a button's label is the button's. A scroll view leaves it
    /// to the text.
    var keepsClicksOnSelectableText: Bool { true }

    /// A press of the left button at `point` on an element a click does not
    /// focus: activates it, or begins what a drag goes on with (a text
    /// selection).
    func pressed(at point: Point) { activate() }

    /// A click at `point` on the element, once it has the focus (for an
    /// element that takes the focus on a click): a text field puts its cursor
    /// there.
    func clicked(at point: Point) {}

    /// The focus reached (`true`) or left the element.
    func focusChanged(to isFocused: Bool) {}

    /// The pointer moved to `point` with the button held, after a click on
    /// this element began a drag (`KeyboardFocus.beginDrag(of:)`).
    func dragged(to point: Point) {}

    /// The button of a drag this element began went up.
    func dragEnded() {}

    /// Where the terminal cursor goes while this element is focused; `nil` hides it.
    var cursorPosition: Point? { nil }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        visit(self)
    }
}
