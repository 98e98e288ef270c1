/// A `List(selection:)`'s rows: the selected ones are marked across the
/// list's width, in reverse video; Enter, Space or a click chooses a row.
extension LazyRowsElement {
    /// The tag a row is selected by: the value of a `NavigationLink(value:)`
    /// in it, else its element's identity.
    static func selectionTag(of row: RowWindow.Row) -> AnyHashable {
        var tag: AnyHashable?
        row.element.forEachFocusable { element in
            if tag == nil, let button = element as? ButtonElement { tag = button.selectionValue }
        }
        return tag ?? row.id.id
    }

    func drawSelection(into buffer: inout CellBuffer, clip: Rect) {
        guard let selection, !selection.selected.isEmpty else { return }
        for row in window.rows where !row.isEmpty && selection.selected.contains(Self.selectionTag(of: row)) {
            let rowFrame = row.element.frame
            let line = Rect(x: frame.minX, y: rowFrame.minY, width: frame.size.width, height: rowFrame.size.height)
            buffer.addStyle(.reverse, in: line.intersection(clip))
        }
    }

    /// Chooses `row`, when the list selects and the row has a tag of the
    /// selection's type; `false` otherwise.
    static func choose(_ row: RowWindow.Row, in selection: ListSelection?) -> Bool {
        guard let selection else { return false }
        let tag = selectionTag(of: row)
        guard selection.accepts(tag) else { return false }
        selection.select(tag)
        return true
    }

    /// A click on a row makes it the current row. In edit mode it deletes
    /// it (on its `⊖`) or toggles its selection; otherwise a selecting list
    /// chooses it, and a row that is a link or a button is operated.
    func chooseRow(at point: Point) {
        guard let row = window.rows.first(where: { !$0.isEmpty && $0.element.frame.contains(point) }) else { return }
        var index = window.current
        if let place = window.rows.firstIndex(where: { $0.id == row.id }) {
            index = window.anchor + place
            window.current = index
            window.currentID = row.id
        }
        context.owner.graph.requestRedraw(context.owner)
        if clickWhileEditing(row, index: index, at: point) { return }
        if Self.choose(row, in: selection) { return }
        var control: FocusableElement?
        row.element.forEachFocusable { element in
            if control == nil && element.isInFocusRing { control = element }
        }
        if let button = control as? ButtonElement { button.activate() }
    }
}
