/// The lazy rows of a list or a vertical scroll view, evaluated in its node.
struct LazyRows: View, PrimitiveView {
    let source: RowSource
    let window: RowWindow
    let separator: RowSeparator
    /// A `List(selection:)`'s selection; its rows' links select.
    var selection: ListSelection? = nil

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        guard var selection else {
            elements.append(LazyRowsElement(source: source, window: window, separator: separator, context: context))
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
        elements.append(
            LazyRowsElement(
                source: source, window: window, separator: separator, selection: selection, context: rowsContext))
    }
}
