/// Children drawn over one another, back to front, each in its own size and
/// placed by the alignment: a `ZStack`.
final class OverlayElement: MultiChildElement {
    let alignment: Alignment

    init(children: [Element], alignment: Alignment) {
        self.alignment = alignment
        super.init(children: children)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        drawLayered(into: &buffer, clip: clip)
    }

    override func hasLayoutParameters(of old: MultiChildElement) -> Bool {
        (old as? OverlayElement)?.alignment == alignment
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var size = Size.zero
        for child in children {
            let fit = child.sizeThatFits(proposal)
            size = Size(width: max(size.width, fit.width), height: max(size.height, fit.height))
        }
        return size
    }

    override func place(in rect: Rect) {
        frame = rect
        for child in children {
            child.place(in: alignment.place(child.sizeThatFits(ProposedSize(rect.size)), in: rect))
        }
    }
}
