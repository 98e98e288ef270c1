/// Space around a child: `.padding()`.
final class PaddingElement: SingleChildElement {
    let margins: Margins

    init(child: Element, top: Int, leading: Int, bottom: Int, trailing: Int) {
        margins = Margins(top: top, leading: leading, bottom: bottom, trailing: trailing)
        super.init(child: child)
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool {
        guard let old = old as? PaddingElement else { return false }
        return old.margins == margins
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        margins.outer(child.sizeThatFits(margins.inner(proposal)))
    }

    override func place(in rect: Rect) {
        frame = rect
        child.place(in: margins.inner(rect))
    }
}
