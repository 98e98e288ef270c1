/// What a list's rows do when their `ForEach` has `onDelete` or `onMove`:
/// the Delete key deletes the current row, or the selected rows when the
/// current one is among them; Alt-Up and Alt-Down move the current row, in
/// edit mode or not. In edit mode each row shows what it can do
/// (`EditingRowElement`), and a click toggles its selection.
extension LazyRowsElement {
    /// Handles the keys that edit the rows; `false` for any other key, or
    /// where no action covers the current row.
    func handleEditingKey(_ key: Key) -> Bool {
        switch key {
        case .delete: return afterPendingMoves { $0.deleteCurrentRows() }
        case .modified(.up, .alt): return afterPendingMoves { $0.moveCurrentRow(by: -1) }
        case .modified(.down, .alt): return afterPendingMoves { $0.moveCurrentRow(by: 1) }
        case .modified(.enter, .alt): return openCurrentRowActions()
        default: return false
        }
    }

    /// Runs `edit` once the moves of the current row asked for in the same
    /// batch have landed, and the rows an earlier key of the batch deleted or
    /// moved have been made again from the app's data: on the list as it is
    /// then. `true` when the current row has edit actions, or may have.
    private func afterPendingMoves(_ edit: @escaping @MainActor (LazyRowsElement) -> Void) -> Bool {
        guard window.pendingMoves.isEmpty && !window.editPending else {
            let window = self.window
            let graph = context.owner.graph
            graph.runAfterFrame {
                // The frame made the rows again from the app's data, if it
                // changed; if it did not, they are as they were.
                window.editPending = false
                var list: LazyRowsElement?
                graph.inputRoot?.forEachScrollable {
                    if let rows = $0 as? LazyRowsElement, rows.window === window { list = rows }
                }
                if let list { _ = list.afterPendingMoves(edit) }
            }
            return true
        }
        guard source.editActions(at: window.current) != nil else { return false }
        edit(self)
        return true
    }

    /// Deletes the current row through its `onDelete`: with it, the rows of
    /// its `ForEach` that are selected, when it is one of them.
    func deleteCurrentRows() {
        deleteRow(window.current)
    }

    /// Deletes row `index`, and the other selected rows of its `ForEach` when
    /// it is selected itself.
    func deleteRow(_ index: Int) {
        guard let (actions, offset, segment) = source.editActions(at: index), let delete = actions.delete else {
            return
        }
        var offsets = IndexSet(integer: offset)
        if let selection, selection.selected.contains(source.id(at: index).id) {
            let rows = source.indices(ofSegment: segment)
            for row in rows where selection.selected.contains(source.id(at: row).id) {
                offsets.insert(row - rows.lowerBound)
            }
        }
        window.editPending = true
        delete(offsets)
    }

    /// Moves the current row `step` places within its `ForEach`, through its
    /// `onMove`; the mark goes with it.
    func moveCurrentRow(by step: Int) {
        guard let (actions, offset, segment) = source.editActions(at: window.current), let move = actions.move else {
            return
        }
        let count = source.indices(ofSegment: segment).count
        let target = offset + step
        guard target >= 0, target < count else { return }
        window.editPending = true
        move(IndexSet(integer: offset), step < 0 ? target : target + 1)
    }

    /// Opens the actions of the current row (`contextMenu`,
    /// `swipeActions`), if it has any.
    private func openCurrentRowActions() -> Bool {
        guard let id = window.currentID, let row = window.rows.first(where: { $0.id == id }) else { return false }
        guard let menu = ActionMenuElement.menu(in: row.element, at: nil) else { return false }
        menu.openActions(atRow: row.element.frame.minY)
        return true
    }

    /// The row's element as edit mode shows it: its marks, or as it is.
    func editingElement(for element: Element, at index: Int) -> Element {
        guard isEditing else { return element }
        let actions = source.editActions(at: index)?.actions
        let selected = selection.map { $0.selected.contains(source.id(at: index).id) }
        guard selected != nil || actions?.delete != nil || actions?.move != nil else { return element }
        return EditingRowElement(
            row: element, selected: selected, deletes: actions?.delete != nil, moves: actions?.move != nil)
    }

    /// A click at `point` on a row in edit mode: its `⊖` deletes it, anywhere
    /// else toggles its selection; `false` outside edit mode.
    func clickWhileEditing(_ row: RowWindow.Row, index: Int, at point: Point) -> Bool {
        guard isEditing else { return false }
        if let editing = row.element as? EditingRowElement, let mark = editing.deleteMark, mark.contains(point) {
            deleteRow(index)
            return true
        }
        _ = Self.choose(row, in: selection)
        return true
    }
}
