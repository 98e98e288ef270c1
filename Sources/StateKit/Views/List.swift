/// Rows of views, scrolled when they do not fit, as SwiftUI's `List`: a line
/// between rows. Once focused (Tab) it scrolls with the arrows and paging
/// keys, and by the wheel under the pointer; a click presses a row's button.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content

    /// A list of the rows `content` stands for (views, `ForEach`).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Lists are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        context.resolve(ScrollView { ListRows(rows: TabPages.collect(content)) }, at: .index(0), into: &elements)
    }
}

extension List {
    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }
}

/// The rows of a list, one above the other with a line between them; each
/// row keeps its identity (a `ForEach` element's id).
struct ListRows: View, PrimitiveView {
    let rows: [TabPage]

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var children: [Element] = []
        for (index, row) in rows.enumerated() {
            if index > 0 { children.append(DividerElement()) }
            children.append(context.resolveOne(row.view, at: .tag(row.identity)))
        }
        elements.append(StackElement(axis: .vertical, spacing: 0, alignment: .start, children: children))
    }
}
