/// Content seen through a viewport at an offset along one axis, all of it
/// laid out: a horizontal scroll view.
final class ContentScrollElement: ScrollElement {
    let content: Element
    let axis: Axis
    /// The offset asked for; drawn clamped to what the content allows.
    let requestedOffset: Int
    private let setOffset: @MainActor (Int) -> Void
    private var contentLength = 0

    init(
        content: Element, axis: Axis, offset: Int, context: ResolveContext,
        setOffset: @escaping @MainActor (Int) -> Void
    ) {
        self.content = content
        self.axis = axis
        self.requestedOffset = offset
        self.setOffset = setOffset
        super.init(context: context)
    }

    override var viewportLength: Int { axis.main(of: frame.size) }

    /// The offset drawn: the content never scrolls past its end.
    var offset: Int { max(0, min(requestedOffset, contentLength - viewportLength)) }

    /// A scroll view takes all it is offered along its axis, and what its
    /// content needs across it.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let cross = axis == .vertical ? proposal.width : proposal.height
        let ideal = content.sizeThatFits(axis.proposal(main: nil, cross: cross))
        let main = (axis == .vertical ? proposal.height : proposal.width) ?? axis.main(of: ideal)
        return axis.size(main: main, cross: min(axis.cross(of: ideal), cross ?? axis.cross(of: ideal)))
    }

    override func place(in rect: Rect) {
        frame = rect
        let cross = axis.cross(of: rect.size)
        let size = content.sizeThatFits(axis.proposal(main: nil, cross: cross))
        contentLength = axis.main(of: size)
        let origin =
            axis == .vertical
            ? Point(x: rect.minX, y: rect.minY - offset) : Point(x: rect.minX - offset, y: rect.minY)
        content.place(in: Rect(origin: origin, size: axis.size(main: contentLength, cross: cross)))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        content.draw(into: &buffer, clip: frame.intersection(clip))
    }

    override func scroll(by lines: Int) {
        let target = max(0, min(offset + lines, contentLength - viewportLength))
        if target != offset || target != requestedOffset { setOffset(target) }
    }

    override func scrollToStart() { scroll(by: -contentLength) }

    override func scrollToEnd() { scroll(by: contentLength) }

    override func forEachNode(_ visit: (ViewNode) -> Void) { content.forEachNode(visit) }

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        content.forEachShortcut(visit)
    }

    /// The scroll view, then the controls of its content that are in view:
    /// one scrolled away cannot be clicked or reached by Tab.
    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        visit(self)
        content.forEachFocusable { element in
            if frame.contains(element.frame) && !element.frame.isEmpty { visit(element) }
        }
    }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) {
        visit(self)
        content.forEachScrollable(visit)
    }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) { content.forEachTimer(visit) }

    override func forEachAppearance(_ visit: (AppearanceHandlers) -> Void) { content.forEachAppearance(visit) }
}
