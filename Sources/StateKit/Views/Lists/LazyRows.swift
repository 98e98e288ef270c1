/// The lazy rows of a list or a vertical scroll view, evaluated in its node.
struct LazyRows: View, PrimitiveView {
    let source: RowSource
    let window: RowWindow
    /// What goes between the rows; `nil`, the spacing the source asks for.
    let separator: RowSeparator?
    /// A `List(selection:)`'s selection; its rows' links select.
    var selection: ListSelection? = nil
    /// Whether the rows are a list's: drawn in its style, with a current row.
    var isList = false

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let isEditing = context.environment.editMode?.wrappedValue.isEditing ?? false
        let drawing = context.environment.attributes.styleDrawings[ListDrawing.self]
        let look =
            isList
            ? RowsLook(isList: true, rowInset: drawing.rowInset, separatesSections: drawing.separatesSections)
            : RowsLook()
        let separator =
            isList
            ? drawing.separator
            : self.separator ?? .space(context.environment.lengthScale.rows(source.spacing, or: 0))
        var context = context
        if isList { context.environment[ListRowsKey.self] = true }
        guard var selection else {
            let rows = LazyRowsElement(
                source: source, window: window, separator: separator, look: look, isEditing: isEditing,
                context: context)
            remakeRowsIfCovered(rows, context)
            elements.append(rows)
            return
        }
        // In a split view's column, a choice shows the next column, and
        // going back clears it.
        if let column = context.environment[SplitColumnKey.self] {
            selection = selection.followed(by: column.showNext)
            column.clearSelection = selection.clear
            column.hasSelection = !selection.selected.isEmpty
        }
        var rowsContext = context
        rowsContext.environment[ListSelectionKey.self] = selection
        let rows = LazyRowsElement(
            source: source, window: window, separator: separator, selection: selection, look: look,
            isEditing: isEditing, context: rowsContext)
        remakeRowsIfCovered(rows, context)
        elements.append(rows)
    }

    /// Under a screen that a link pushed, the rows the list showed are made
    /// again after the frame, as the screen shows them no more: the links in
    /// them are made with what they show now, and the pushed screen follows.
    private func remakeRowsIfCovered(_ rows: LazyRowsElement, _ context: ResolveContext) {
        guard let place = context.environment[NavigationPlaceKey.self], place.depth < place.model.depth else { return }
        context.owner.graph.runAfterFrame { [weak rows] in rows?.remakeShownRows() }
    }
}
