/// The diff of a back buffer against the front buffer, one rect at a time.
package enum CellDiff {
    /// Emits every cell of `rect` that differs between `back` and `front`, in row
    /// order, and copies it into `front`. Continuation cells are copied, never
    /// emitted: writing the wide glyph on their left covers them.
    /// Returns the number of cells emitted.
    @discardableResult
    package static func apply(
        _ back: CellBuffer, onto front: inout CellBuffer, in rect: Rect,
        emit: (Point, Cell) -> Void
    ) -> Int {
        let area = rect.intersection(back.bounds).intersection(front.bounds)
        guard !area.isEmpty else { return 0 }
        var emitted = 0
        guard back.size == front.size else { return applyCellByCell(back, onto: &front, in: area, emit: emit) }
        for y in area.minY..<area.maxY {
            var x = area.minX
            while let column = back.firstDifference(from: front, y: y, start: x, end: area.maxX) {
                let cell = back[column, y]
                front.store(cell, x: column, y: y)
                if !cell.isContinuation {
                    emit(Point(x: column, y: y), cell)
                    emitted += 1
                }
                x = column + 1
            }
        }
        return emitted
    }

    /// The diff of buffers of different sizes, within `area`, which lies in both.
    private static func applyCellByCell(
        _ back: CellBuffer, onto front: inout CellBuffer, in area: Rect, emit: (Point, Cell) -> Void
    ) -> Int {
        var emitted = 0
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let cell = back[x, y]
                if cell == front[x, y] { continue }
                front.store(cell, x: x, y: y)
                if cell.isContinuation { continue }
                emit(Point(x: x, y: y), cell)
                emitted += 1
            }
        }
        return emitted
    }
}
