/// `GeometryReader`'s room: it takes all it is offered, and its content is
/// offered that much and placed at its top leading corner. When a layout
/// gives it another place than the one its content was made for, it reports
/// the new one, and the content is made again for it in a frame after this.
final class GeometryElement: SingleChildElement {
    /// Called with the room's place when it differs from `madeFor`.
    private let report: (Rect) -> Void
    /// The place the content was made for, if any.
    private let madeFor: Rect?
    /// What a proposal of nothing becomes (SwiftUI's 10 points).
    private let unspecified: Size

    init(child: Element, madeFor: Rect?, unspecified: Size, report: @escaping (Rect) -> Void) {
        self.madeFor = madeFor
        self.unspecified = unspecified
        self.report = report
        super.init(child: child)
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool {
        (old as? GeometryElement)?.unspecified == unspecified
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? unspecified.width, height: proposal.height ?? unspecified.height)
    }

    override func place(in rect: Rect) {
        frame = rect
        let size = child.sizeThatFits(ProposedSize(rect.size))
        child.place(in: Rect(origin: rect.origin, size: size))
        if rect != madeFor { report(rect) }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        child.draw(into: &buffer, clip: frame.intersection(clip))
    }
}
