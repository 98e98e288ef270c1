/// Content seen through a viewport at an offset, all of it laid out: a
/// horizontal scroll view, or one that scrolls both ways. Along each axis it
/// scrolls, the content takes the length it asks for; across, the viewport's.
final class ContentScrollElement: ScrollElement {
    let content: Element
    /// The axis the keys Up and Down, the paging keys and the wheel scroll: the
    /// vertical one when the view scrolls both ways. Left and Right then
    /// scroll across.
    let axis: Axis
    /// Whether the view also scrolls across `axis`.
    let scrollsBothWays: Bool
    /// The offset asked for; drawn clamped to what the content allows.
    let requestedOffset: Point
    private let setOffset: @MainActor (Point) -> Void
    private var contentSize = Size(width: 0, height: 0)
    /// A form's: not a Tab stop itself, while Tab reaches every control of
    /// its content, in view or not, and scrolls to show the one it reaches.
    let revealsFocus: Bool

    init(
        content: Element, axes: Axis.Set, offset: Point, revealsFocus: Bool = false, place: FocusPlace, isEnabled: Bool,
        setOffset: @escaping @MainActor (Point) -> Void
    ) {
        self.content = content
        self.axis = axes.contains(.vertical) ? .vertical : .horizontal
        self.scrollsBothWays = axes.contains(.vertical) && axes.contains(.horizontal)
        self.requestedOffset = offset
        self.revealsFocus = revealsFocus
        self.setOffset = setOffset
        super.init(place: place, isEnabled: isEnabled)
    }

    override var isInFocusRing: Bool { !revealsFocus && super.isInFocusRing }

    override var viewportLength: Int { axis.main(of: frame.size) }

    private var contentLength: Int { axis.main(of: contentSize) }

    /// The offset drawn: the content never scrolls past its end.
    var offset: Point {
        Point(
            x: max(0, min(requestedOffset.x, contentSize.width - frame.size.width)),
            y: max(0, min(requestedOffset.y, contentSize.height - frame.size.height)))
    }

    /// What the content is offered: nothing bounds it along the axes it
    /// scrolls, the viewport across.
    private func contentProposal(width: Int?, height: Int?) -> ProposedSize {
        let freeWidth = scrollsBothWays || axis == .horizontal
        let freeHeight = scrollsBothWays || axis == .vertical
        return ProposedSize(width: freeWidth ? nil : width, height: freeHeight ? nil : height)
    }

    /// A scroll view takes all it is offered along the axes it scrolls, and
    /// what its content needs across.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let ideal = content.sizeThatFits(contentProposal(width: proposal.width, height: proposal.height))
        if scrollsBothWays {
            return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
        }
        let cross = axis == .vertical ? proposal.width : proposal.height
        let main = (axis == .vertical ? proposal.height : proposal.width) ?? axis.main(of: ideal)
        return axis.size(main: main, cross: min(axis.cross(of: ideal), cross ?? axis.cross(of: ideal)))
    }

    override func place(in rect: Rect) {
        frame = rect
        let size = content.sizeThatFits(contentProposal(width: rect.size.width, height: rect.size.height))
        contentSize = Size(
            width: scrollsBothWays || axis == .horizontal ? size.width : rect.size.width,
            height: scrollsBothWays || axis == .vertical ? size.height : rect.size.height)
        let offset = self.offset
        content.place(
            in: Rect(origin: Point(x: rect.minX - offset.x, y: rect.minY - offset.y), size: contentSize))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        content.draw(into: &buffer, clip: frame.intersection(clip))
        let whole = max(1, contentLength)
        let start = Double(axis == .vertical ? offset.y : offset.x) / Double(whole)
        drawScrollMark(
            along: axis, start: start, shown: Double(viewportLength) / Double(whole), into: &buffer, clip: clip)
    }

    override func scroll(by lines: Int) { scroll(by: lines, along: axis) }

    private func scroll(by lines: Int, along axis: Axis) {
        var target = offset
        if axis == .vertical {
            target.y = max(0, min(target.y + lines, contentSize.height - frame.size.height))
        } else {
            target.x = max(0, min(target.x + lines, contentSize.width - frame.size.width))
        }
        if target != offset || target != requestedOffset { setOffset(target) }
    }

    /// Left and Right scroll across, in a view that scrolls both ways.
    override func handleFocusedKey(_ key: Key) -> Bool {
        guard scrollsBothWays else { return super.handleFocusedKey(key) }
        switch key {
        case .left: scroll(by: -1, along: .horizontal)
        case .right: scroll(by: 1, along: .horizontal)
        default: return super.handleFocusedKey(key)
        }
        return true
    }

    override func scrollToStart() { scroll(by: -contentLength) }

    override func scrollToEnd() { scroll(by: contentLength) }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) { content.forEachNode(visit) }

    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
        content.forEachShortcut(visit)
    }

    /// The scroll view, then the controls of its content that are in view:
    /// one scrolled away cannot be clicked or reached by Tab. A form's
    /// controls are all reached by Tab, in view or not.
    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        visit(self)
        let everyControl = revealsFocus && owner.isCollectingFocusRing
        content.forEachFocusable { element in
            if everyControl || (frame.contains(element.frame) && !element.frame.isEmpty) { visit(element) }
        }
    }

    /// Scrolls the least that shows `element`, when it is in the content and
    /// out of view: the control a form's Tab reached.
    override func reveal(_ element: FocusableElement) {
        guard revealsFocus, !frame.isEmpty else { return }
        var inContent = false
        content.forEachFocusable { if $0 === element { inContent = true } }
        guard inContent else { return }
        var target = offset
        if element.frame.minY < frame.minY {
            target.y -= frame.minY - element.frame.minY
        } else if element.frame.maxY > frame.maxY {
            target.y += min(element.frame.maxY - frame.maxY, element.frame.minY - frame.minY)
        }
        target.y = max(0, min(target.y, contentSize.height - frame.size.height))
        if target != offset { setOffset(target) }
    }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) {
        visit(self)
        content.forEachScrollable(visit)
    }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) { content.forEachTimer(visit) }

    override func forEachAppearance(_ visit: (AppearanceHandlers) -> Void) { content.forEachAppearance(visit) }
}
