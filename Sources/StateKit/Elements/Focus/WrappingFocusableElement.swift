/// A focusable element around one child, laid out, drawn and walked as that
/// child: the element answers input for a view (its actions, its tap) while
/// the controls inside keep their own. It comes before them in a walk, so
/// that a click on a control inside goes to the control.
class WrappingFocusableElement: FocusableElement {
    let child: Element

    init(child: Element, place: FocusPlace) {
        self.child = child
        super.init(place: place)
    }

    override var stackAxis: Axis? {
        didSet { child.stackAxis = stackAxis }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    override func place(in rect: Rect) {
        frame = rect
        child.place(in: rect)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) { child.draw(into: &buffer, clip: clip) }

    override func flexibility(on axis: Axis, cross: Int?) -> Int { child.flexibility(on: axis, cross: cross) }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) { child.forEachNode(visit) }

    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
        child.forEachShortcut(visit)
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        visit(self)
        child.forEachFocusable(visit)
    }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) { child.forEachTimer(visit) }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) { child.forEachScrollable(visit) }

    override func forEachAppearance(_ visit: (AppearanceHandlers) -> Void) { child.forEachAppearance(visit) }
}
