/// A child in a frame of fixed or bounded size: `.frame(width:height:)` and
/// `.frame(maxWidth:maxHeight:)`. The child is placed in the frame by `alignment`.
final class FrameElement: SingleChildElement {
    /// The frame's lengths in cells.
    typealias Bounds = FrameBounds<Int>

    let bounds: Bounds
    let alignment: Alignment

    init(child: Element, bounds: Bounds, alignment: Alignment) {
        self.bounds = bounds
        self.alignment = alignment
        super.init(child: child)
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool {
        guard let old = old as? FrameElement else { return false }
        return old.bounds == bounds && old.alignment == alignment
    }

    override var stackAxis: Axis? {
        get { nil }
        set {}
    }

    /// One axis: a fixed length wins; where nothing is offered, the ideal
    /// length, kept between the bounds; otherwise the child's length, kept
    /// between the bounds, where a maximum stretches to what is offered.
    private static func length(
        proposed: Int?, fixed: Int?, minimum: Int?, ideal: Int?, maximum: Int?, child: (Int?) -> Int
    ) -> Int {
        if let fixed { return fixed }
        if proposed == nil, let ideal { return max(min(ideal, maximum ?? ideal), minimum ?? 0) }
        if minimum == nil && maximum == nil { return child(proposed) }
        var proposal = proposed
        if let maximum, let offered = proposal { proposal = min(offered, maximum) }
        if let minimum, let offered = proposal { proposal = max(offered, minimum) }
        var length = child(proposal)
        if let maximum, let offered = proposed { length = max(length, min(maximum, offered)) }
        if let maximum { length = min(length, maximum) }
        if let minimum { length = max(length, minimum) }
        return length
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let innerProposal = ProposedSize(
            width: bounds.width ?? proposal.width ?? bounds.idealWidth,
            height: bounds.height ?? proposal.height ?? bounds.idealHeight)
        var measured: Size?
        func measure() -> Size {
            if let measured { return measured }
            let size = child.sizeThatFits(innerProposal)
            measured = size
            return size
        }
        let width = Self.length(
            proposed: proposal.width, fixed: bounds.width, minimum: bounds.minWidth, ideal: bounds.idealWidth,
            maximum: bounds.maxWidth
        ) { _ in measure().width }
        let height = Self.length(
            proposed: proposal.height, fixed: bounds.height, minimum: bounds.minHeight, ideal: bounds.idealHeight,
            maximum: bounds.maxHeight
        ) { _ in measure().height }
        return Size(width: width, height: height)
    }

    override func place(in rect: Rect) {
        frame = rect
        let size = child.sizeThatFits(ProposedSize(rect.size))
        child.place(in: alignment.place(size, in: rect))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        child.draw(into: &buffer, clip: frame.intersection(clip))
    }
}
