/// A `Grid`: rows of cells in shared columns, each column as wide as its
/// widest cell and each row as tall as its tallest; a row that is not a
/// `GridRow` spans every column.
final class GridElement: MultiChildElement {
    let alignment: Alignment
    let horizontalSpacing: Int
    let verticalSpacing: Int

    init(rows: [Element], alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        super.init(children: rows)
        for row in rows { row.stackAxis = .vertical }
    }

    override func hasLayoutParameters(of old: MultiChildElement) -> Bool {
        guard let old = old as? GridElement else { return false }
        return old.alignment == alignment && old.horizontalSpacing == horizontalSpacing
            && old.verticalSpacing == verticalSpacing
    }

    /// The widths of the columns: each its widest cell's.
    private var columnWidths: [Int] {
        var widths: [Int] = []
        for case let row as GridRowElement in children {
            for (column, cell) in row.children.enumerated() {
                let width = cell.sizeThatFits(ProposedSize(width: nil, height: nil)).width
                if column < widths.count { widths[column] = max(widths[column], width) } else { widths.append(width) }
            }
        }
        return widths
    }

    private func totalWidth(_ widths: [Int]) -> Int {
        widths.reduce(0, +) + max(0, widths.count - 1) * horizontalSpacing
    }

    /// Each row's height, its cells offered their columns' widths.
    private func rowHeights(_ widths: [Int], total: Int) -> [Int] {
        children.map { row in
            guard let row = row as? GridRowElement else {
                return row.sizeThatFits(ProposedSize(width: total, height: nil)).height
            }
            var height = 0
            for (column, cell) in row.children.enumerated() where column < widths.count {
                height = max(height, cell.sizeThatFits(ProposedSize(width: widths[column], height: nil)).height)
            }
            return height
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let widths = columnWidths
        var total = totalWidth(widths)
        if total == 0 {
            for row in children { total = max(total, row.sizeThatFits(.unspecified).width) }
        }
        let heights = rowHeights(widths, total: total)
        let height = heights.reduce(0, +) + max(0, heights.count - 1) * verticalSpacing
        return Size(width: min(total, proposal.width ?? total), height: height)
    }

    override func place(in rect: Rect) {
        frame = rect
        recycleReplacedChildren()
        let widths = columnWidths
        let total = max(totalWidth(widths), rect.size.width)
        var y = rect.minY
        for (row, height) in zip(children, rowHeights(widths, total: total)) {
            if let row = row as? GridRowElement {
                row.frame = Rect(x: rect.minX, y: y, width: rect.size.width, height: height)
                let rowAlignment = Alignment(
                    horizontal: alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
                var x = rect.minX
                for (column, cell) in row.children.enumerated() {
                    let width = column < widths.count ? max(0, min(widths[column], rect.maxX - x)) : 0
                    let room = Rect(x: x, y: y, width: width, height: height)
                    cell.place(
                        in: rowAlignment.place(cell.sizeThatFits(ProposedSize(width: width, height: height)), in: room))
                    x += width + horizontalSpacing
                }
            } else {
                let room = Rect(x: rect.minX, y: y, width: rect.size.width, height: height)
                row.place(in: alignment.place(row.sizeThatFits(ProposedSize(room.size)), in: room))
            }
            y += height + verticalSpacing
        }
    }
}

/// A `GridRow`'s cells: in a grid, placed by the grid; elsewhere a row of
/// them a column apart.
final class GridRowElement: MultiChildElement {
    let alignment: VerticalAlignment?

    init(cells: [Element], alignment: VerticalAlignment?) {
        self.alignment = alignment
        super.init(children: cells)
        for cell in cells { cell.stackAxis = .horizontal }
    }

    override func hasLayoutParameters(of old: MultiChildElement) -> Bool {
        (old as? GridRowElement)?.alignment == alignment
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var width = max(0, children.count - 1)
        var height = 0
        for cell in children {
            let size = cell.sizeThatFits(ProposedSize(width: nil, height: proposal.height))
            width += size.width
            height = max(height, size.height)
        }
        return Size(width: min(width, proposal.width ?? width), height: height)
    }

    override func place(in rect: Rect) {
        frame = rect
        recycleReplacedChildren()
        var x = rect.minX
        for cell in children {
            let size = cell.sizeThatFits(ProposedSize(width: nil, height: rect.size.height))
            let width = max(0, min(size.width, rect.maxX - x))
            let room = Rect(x: x, y: rect.minY, width: width, height: rect.size.height)
            cell.place(
                in: Alignment(horizontal: .center, vertical: alignment ?? .center).place(size, in: room))
            x += width + 1
        }
    }
}
