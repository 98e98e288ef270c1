import Foundation

/// A picture drawn in half blocks, two pixels a cell: each pixel the average
/// of the picture's pixels it covers, a pixel mostly transparent left
/// empty, so that what lies under shows. Its size is the picture's in points
/// (pixels over its scale), or what it is offered when resizable. The cells
/// are made again only when its size changes.
final class ImageElement: Element {
    let bitmap: Bitmap
    let scale: Int
    let isResizable: Bool
    let background: Color?
    private var cells: [(x: Int, y: Int, cell: Cell)]?
    private var cellsSize: Size?

    init(bitmap: Bitmap, scale: Int, isResizable: Bool, background: Color?) {
        self.bitmap = bitmap
        self.scale = scale
        self.isResizable = isResizable
        self.background = background
    }

    /// The picture's own size in cells: its points, 8 a column and 16 a row.
    private var ideal: Size {
        let points = (width: Double(bitmap.width) / Double(scale), height: Double(bitmap.height) / Double(scale))
        return Size(
            width: max(1, Int((points.width / 8).rounded())), height: max(1, Int((points.height / 16).rounded())))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard isResizable else { return ideal }
        return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? ImageElement, old.isResizable == isResizable, old.scale == scale else { return false }
        frame = old.frame
        if old.bitmap === bitmap, old.background == background {
            cells = old.cells
            cellsSize = old.cellsSize
        }
        return true
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        // A picture not resizable keeps its own size, centred in its frame.
        let rect = isResizable ? frame : frame.centring(ideal)
        if cells == nil || cellsSize != rect.size {
            cells = rasterise(rect.size)
            cellsSize = rect.size
        }
        let area = clip.intersection(buffer.bounds).intersection(frame)
        for entry in cells ?? [] {
            let x = rect.minX + entry.x
            let y = rect.minY + entry.y
            guard area.contains(Point(x: x, y: y)) else { continue }
            buffer.place(
                CellJoining.joined(entry.cell, over: buffer[x, y], background: background), x: x, y: y, clip: area)
        }
    }

    /// The picture stretched over `size` cells, two pixels a cell.
    private func rasterise(_ size: Size) -> [(x: Int, y: Int, cell: Cell)] {
        guard size.width > 0, size.height > 0 else { return [] }
        let pixelRows = size.height * 2
        func pixel(_ column: Int, _ row: Int) -> Color? {
            let left = column * bitmap.width / size.width
            let right = (column + 1) * bitmap.width / size.width
            let top = row * bitmap.height / pixelRows
            let bottom = (row + 1) * bitmap.height / pixelRows
            let average = bitmap.average(left: left, top: top, right: right, bottom: bottom)
            guard average.opaque else { return nil }
            return Color(
                red: Double(average.red) / 255, green: Double(average.green) / 255, blue: Double(average.blue) / 255)
        }
        var cells: [(x: Int, y: Int, cell: Cell)] = []
        cells.reserveCapacity(size.width * size.height)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let upper = pixel(x, y * 2)
                let lower = pixel(x, y * 2 + 1)
                let halves = HalfBlocks(
                    top: upper.map { .painted($0) } ?? .empty, bottom: lower.map { .painted($0) } ?? .empty)
                guard upper != nil || lower != nil else { continue }
                cells.append((x, y, halves.cell(background: background)))
            }
        }
        return cells
    }
}
