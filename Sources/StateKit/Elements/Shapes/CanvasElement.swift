/// A canvas: it takes all it is offered, and keeps the cells its drawing
/// made until its size changes; each frame joins them onto what lies under.
final class CanvasElement: Element {
    /// The canvas's cells at a size, relative to its top-left corner.
    let render: @MainActor (Size) -> [(x: Int, y: Int, cell: Cell)]
    let background: Color?
    private var cells: [(x: Int, y: Int, cell: Cell)]?
    private var cellsSize: Size?

    init(background: Color?, render: @escaping @MainActor (Size) -> [(x: Int, y: Int, cell: Cell)]) {
        self.background = background
        self.render = render
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func adoptLayout(of old: Element) -> Bool {
        guard old is CanvasElement else { return false }
        frame = old.frame
        return true
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        if cells == nil || cellsSize != frame.size {
            cells = render(frame.size)
            cellsSize = frame.size
        }
        for entry in cells ?? [] {
            let x = frame.minX + entry.x
            let y = frame.minY + entry.y
            guard clip.contains(Point(x: x, y: y)), buffer.bounds.contains(Point(x: x, y: y)) else { continue }
            buffer.place(
                CellJoining.joined(entry.cell, over: buffer[x, y], background: background), x: x, y: y, clip: clip)
        }
    }
}
