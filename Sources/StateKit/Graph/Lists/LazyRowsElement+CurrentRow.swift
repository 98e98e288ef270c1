/// A `List`'s current row: focused, the list marks one row as every focused
/// control is marked (reverse video, in the accent colour); Up and Down move
/// the mark a row, PageUp and PageDown a screen of rows, Home and End to the
/// ends, scrolling to keep it in view; Enter and Space operate the row's first
/// control. A `LazyVStack` in a `ScrollView` has no rows of this kind: there
/// the keys scroll by lines, as they do in any scroll view.
extension LazyRowsElement {
    var hasCurrentRow: Bool { look.isList }

    /// Handles a key for the current row; `false` for one it leaves alone.
    func handleCurrentRowKey(_ key: Key) -> Bool {
        switch key {
        case .up: askToMoveCurrentRow(.by(-1))
        case .down: askToMoveCurrentRow(.by(1))
        case .pageUp: askToMoveCurrentRow(.by(-rowsPerPage))
        case .pageDown: askToMoveCurrentRow(.by(rowsPerPage))
        case .home: askToMoveCurrentRow(.first)
        case .end: askToMoveCurrentRow(.last)
        case .enter, .character(" "): operateCurrentRow()
        default: return false
        }
        return true
    }

    /// The focus arriving marks a row in view: the current one if it is shown,
    /// else the first shown whole.
    func markRowInView() {
        guard hasCurrentRow, currentRowShown(in: frame) == nil else { return }
        guard let first = window.rows.firstIndex(where: { !$0.isEmpty && frame.contains($0.element.frame) })
        else { return }
        window.current = window.anchor + first
        window.currentID = window.rows[first].id
    }

    /// A screen of rows less one, so that a page keeps one row in sight.
    private var rowsPerPage: Int {
        max(1, window.rows.filter { !$0.isEmpty && frame.contains($0.element.frame) }.count - 1)
    }

    private func askToMoveCurrentRow(_ move: RowWindow.Move) {
        window.pendingMoves.append(move)
        context.owner.graph.requestRedraw(context.owner)
    }

    /// Finds the current row again in new content, by its identity: a row
    /// removed hands the mark to the row that took its place.
    func findCurrentRow() {
        let count = source.count
        if window.isStale, let id = window.currentID, let index = source.index(of: id, near: window.current) {
            window.current = index
        }
        window.current = min(max(window.current, 0), count - 1)
        window.currentID = source.id(at: window.current)
    }

    /// Moves the current row as a key asked, past rows made of nothing: on the
    /// way of the move, else back.
    func moveCurrentRow(_ move: RowWindow.Move, cache: inout RowCache) {
        let count = source.count
        var current = window.current
        var step = 1
        switch move {
        case .by(let rows):
            current = min(max(current + rows, 0), count - 1)
            step = rows < 0 ? -1 : 1
        case .first: current = 0
        case .last:
            current = count - 1
            step = -1
        }
        for direction in [step, -step] {
            var index = current
            while index >= 0 && index < count && row(index, cache: &cache).isEmpty { index += direction }
            if index >= 0 && index < count {
                current = index
                break
            }
        }
        window.current = current
        window.currentID = source.id(at: current)
    }

    /// The current row if the list shows all of it within `rect`.
    func currentRowShown(in rect: Rect) -> RowWindow.Row? {
        guard let id = window.currentID else { return nil }
        guard let row = window.rows.first(where: { $0.id == id }), !row.isEmpty else { return nil }
        return rect.contains(row.element.frame) ? row : nil
    }

    /// The mark across the list's width over the current row, while focused;
    /// without rows of that kind, the scroll view's mark, counted in rows.
    func drawCurrentRow(into buffer: inout CellBuffer, clip: Rect) {
        guard hasCurrentRow else {
            let whole = Double(max(1, source.count))
            let shown = window.rows.filter { frame.contains($0.element.frame) }.count
            drawScrollMark(
                along: .vertical, start: Double(window.anchor) / whole, shown: Double(max(1, shown)) / whole,
                into: &buffer, clip: clip)
            return
        }
        guard isFocused, let id = window.currentID,
            let row = window.rows.first(where: { $0.id == id }), !row.isEmpty
        else { return }
        let rowFrame = row.element.frame
        let line = Rect(x: frame.minX, y: rowFrame.minY, width: frame.size.width, height: rowFrame.size.height)
        drawFocus(in: line.intersection(clip), into: &buffer)
    }

    /// Enter on the list: a text field in the row takes the focus, any other
    /// control is operated, as a click on it would.
    private func operateCurrentRow() {
        let window = self.window
        let graph = context.owner.graph
        // Moves asked for in the same batch land at the next layout: the row
        // is operated once they have.
        let selection = self.selection
        guard window.pendingMoves.isEmpty else {
            graph.runAfterFrame { Self.operateCurrentRow(of: window, in: graph, selection: selection) }
            return
        }
        Self.operateCurrentRow(of: window, in: graph, selection: selection)
    }

    /// Operates the first control of `window`'s current row, as a click on it
    /// would: a text field takes the focus, any other control acts. In a
    /// selecting list, a row with no control, or a link that selects, is
    /// chosen.
    private static func operateCurrentRow(of window: RowWindow, in graph: ViewGraph, selection: ListSelection?) {
        guard let id = window.currentID, let row = window.rows.first(where: { $0.id == id }), !row.isEmpty
        else { return }
        var control: FocusableElement?
        row.element.forEachFocusable { element in
            if control == nil && element.isInFocusRing { control = element }
        }
        if control == nil || (control as? ButtonElement)?.selectionValue != nil, choose(row, in: selection) { return }
        guard let control else { return }
        if control.focusesOnClick {
            graph.setFocus(control.focusID, owner: control.ownerNode)
        } else {
            control.activate()
        }
    }
}
