/// A view with others laid over or under it (`overlay`, `background` with a
/// view): the view takes its own size, and the others are proposed that
/// size and placed in it by the alignment. They are drawn after it when they
/// lie over it, before it when they lie under it.
final class DecoratedElement: MultiChildElement {
    let alignment: Alignment
    /// Where the decorated view stands among the children: first under an
    /// overlay, last over a background.
    let baseIndex: Int

    init(base: Element, decorations: [Element], alignment: Alignment, over: Bool) {
        self.alignment = alignment
        self.baseIndex = over ? 0 : decorations.count
        super.init(children: over ? [base] + decorations : decorations + [base])
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        drawLayered(into: &buffer, clip: clip)
    }

    override func hasLayoutParameters(of old: MultiChildElement) -> Bool {
        guard let old = old as? DecoratedElement else { return false }
        return old.alignment == alignment && old.baseIndex == baseIndex
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        children[baseIndex].sizeThatFits(proposal)
    }

    override func place(in rect: Rect) {
        frame = rect
        let base = children[baseIndex]
        base.place(in: rect)
        for (index, child) in children.enumerated() where index != baseIndex {
            child.place(in: alignment.place(child.sizeThatFits(ProposedSize(rect.size)), in: rect))
        }
    }
}
