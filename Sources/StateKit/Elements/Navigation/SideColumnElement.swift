/// A split view's side column (its sidebar, its content column): as wide as
/// `width` makes of what the column asks for, its ideal width, measured at
/// layout, when the column's views have been evaluated; as tall as offered.
final class SideColumnElement: SingleChildElement {
    /// The column's width from its ideal one.
    private let width: (Int) -> Int

    init(child: Element, width: @escaping (Int) -> Int) {
        self.width = width
        super.init(child: child)
    }

    override var stackAxis: Axis? {
        get { nil }
        set {}
    }

    private var columns: Int { width(child.sizeThatFits(ProposedSize(width: nil, height: nil)).width) }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: columns, height: proposal.height ?? child.sizeThatFits(.unspecified).height)
    }

    override func flexibility(on axis: Axis, cross: Int?) -> Int {
        axis == .horizontal ? 0 : super.flexibility(on: axis, cross: cross)
    }

    override func place(in rect: Rect) {
        frame = rect
        child.place(in: rect)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        child.draw(into: &buffer, clip: frame.intersection(clip))
    }
}
