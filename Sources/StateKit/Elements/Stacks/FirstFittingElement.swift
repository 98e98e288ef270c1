/// `ViewThatFits`: of its children, the first whose ideal size on the
/// constrained axes fits what it is offered, else the last. The choice is
/// made at each layout, so a resize may show another child; only the one
/// shown draws, takes the focus and scrolls. What the children declare
/// (shortcuts, timers, appearance actions) is gathered when a body is
/// evaluated, before any layout has chosen, so every child's counts: the
/// children are most often one content drawn two ways. Every child's nodes
/// are kept, so a child shown again keeps its state.
final class FirstFittingElement: MultiChildElement {
    let axes: Axis.Set
    /// The child the last layout chose.
    @exclusivity(unchecked) private(set) var chosen: Int

    /// Whether a layout has chosen yet. Until then every child's controls
    /// count as on screen: the focus, checked after an evaluation and before
    /// the layout, stays on a control of whichever child will show.
    @exclusivity(unchecked) private var hasChosen = false

    init(children: [Element], axes: Axis.Set) {
        self.axes = axes
        chosen = max(0, children.count - 1)
        super.init(children: children)
    }

    override func hasLayoutParameters(of old: MultiChildElement) -> Bool {
        (old as? FirstFittingElement)?.axes == axes
    }

    /// The first child that fits `proposal`, else the last.
    private func choice(for proposal: ProposedSize) -> Int {
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        let idealProposal = ProposedSize(
            width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for index in children.indices.dropLast() {
            let ideal = children[index].sizeThatFits(idealProposal)
            let fitsAcross = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsDown = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsAcross && fitsDown { return index }
        }
        return max(0, children.count - 1)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard !children.isEmpty else { return .zero }
        return children[choice(for: proposal)].sizeThatFits(proposal)
    }

    override func place(in rect: Rect) {
        frame = rect
        recycleReplacedChildren()
        guard !children.isEmpty else { return }
        chosen = choice(for: ProposedSize(rect.size))
        hasChosen = true
        children[chosen].place(in: rect)
        // The others keep their nodes but leave the screen: evaluated again,
        // one would draw where it was last placed, over the one shown.
        for index in children.indices where index != chosen {
            children[index].forEachNode { $0.hide() }
        }
    }

    /// The child shown, if any.
    private var shown: Element? { children.indices.contains(chosen) ? children[chosen] : nil }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        shown?.draw(into: &buffer, clip: frame.intersection(clip))
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        guard hasChosen else { return super.forEachFocusable(visit) }
        shown?.forEachFocusable(visit)
    }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) { shown?.forEachScrollable(visit) }
}
