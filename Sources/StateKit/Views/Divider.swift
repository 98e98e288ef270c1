/// A line across its stack: horizontal in a `VStack`, vertical in an `HStack`.
public struct Divider: View, PrimitiveView {
    public init() {}

    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(DividerElement())
    }
}

final class DividerElement: Element {
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        stackAxis == .horizontal
            ? Size(width: 1, height: proposal.height ?? 1)
            : Size(width: proposal.width ?? 1, height: 1)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        let glyph: Character = stackAxis == .horizontal ? "│" : "─"
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { buffer.put(glyph, x: x, y: y, style: .dim, clip: area) }
        }
    }
}
