/// Space around a child: `.padding()`.
final class PaddingElement: SingleChildElement {
    let top: Int, leading: Int, bottom: Int, trailing: Int

    init(child: Element, top: Int, leading: Int, bottom: Int, trailing: Int) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
        super.init(child: child)
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool {
        guard let old = old as? PaddingElement else { return false }
        return (old.top, old.leading, old.bottom, old.trailing) == (top, leading, bottom, trailing)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = child.sizeThatFits(
            ProposedSize(
                width: proposal.width.map { max(0, $0 - leading - trailing) },
                height: proposal.height.map { max(0, $0 - top - bottom) }))
        return Size(width: inner.width + leading + trailing, height: inner.height + top + bottom)
    }

    override func place(in rect: Rect) {
        frame = rect
        child.place(
            in: Rect(
                x: rect.minX + leading, y: rect.minY + top, width: max(0, rect.size.width - leading - trailing),
                height: max(0, rect.size.height - top - bottom)))
    }
}
