/// `.aspectRatio(_:contentMode:)`: the child is offered the largest size of
/// the ratio inside what the parent offers (`.fit`), or the smallest that
/// covers it (`.fill`), and takes what it likes of that, as in SwiftUI.
/// Without a ratio, the child's own ideal size gives it.
final class AspectRatioElement: SingleChildElement {
    /// Columns per row; `nil` takes the child's ideal size's.
    let ratio: Double?
    let mode: ContentMode

    init(child: Element, ratio: Double?, mode: ContentMode) {
        self.ratio = ratio
        self.mode = mode
        super.init(child: child)
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool {
        guard let old = old as? AspectRatioElement else { return false }
        return old.ratio == ratio && old.mode == mode
    }

    /// The size of the ratio the child is offered, for `proposal`.
    func offer(for proposal: ProposedSize) -> ProposedSize {
        // The child's ideal size only where it is needed: no ratio given, or
        // nothing offered.
        let ideal =
            self.ratio == nil || (proposal.width == nil && proposal.height == nil)
            ? child.sizeThatFits(.unspecified) : .zero
        let ratio: Double
        if let given = self.ratio {
            ratio = given
        } else if ideal.width > 0, ideal.height > 0 {
            ratio = Double(ideal.width) / Double(ideal.height)
        } else {
            return proposal
        }
        guard ratio > 0, ratio.isFinite else { return proposal }
        func rows(across width: Int) -> Int { Self.cells(Double(width) / ratio) }
        func columns(down height: Int) -> Int { Self.cells(Double(height) * ratio) }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return ProposedSize(width: ideal.width, height: rows(across: ideal.width))
        case (let width?, nil):
            return ProposedSize(width: width, height: rows(across: width))
        case (nil, let height?):
            return ProposedSize(width: columns(down: height), height: height)
        case (let width?, let height?):
            let wider = Double(width) > Double(height) * ratio
            // Fitting keeps the offer's shorter side; filling its longer one.
            if wider == (mode == .fit) {
                return ProposedSize(width: columns(down: height), height: height)
            }
            return ProposedSize(width: width, height: rows(across: width))
        }
    }

    /// A length in cells, rounded to the nearest, never past the largest
    /// proposal a layout makes.
    private static func cells(_ length: Double) -> Int {
        guard length.isFinite else { return Layout.unbounded }
        return Int(min(length.rounded(), Double(Layout.unbounded)))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(offer(for: proposal)) }

    override func place(in rect: Rect) {
        frame = rect
        let size = child.sizeThatFits(offer(for: ProposedSize(rect.size)))
        child.place(in: rect.centring(size))
    }
}
