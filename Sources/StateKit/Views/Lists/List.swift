/// Rows of views, scrolled when they do not fit, as SwiftUI's `List`: a line
/// between rows. Once focused (Tab) it scrolls with the arrows and paging
/// keys, and by the wheel under the pointer; a click presses a row's button.
///
/// A list is lazy: only the rows on screen are made, with their nodes, so a
/// `ForEach` over a million elements costs what one screen of rows costs. A
/// row keeps its node, and so its `@State`, while it stays on screen, whatever
/// is inserted or removed around it; the rows in view stay in place when rows
/// are inserted above them.
public struct List<SelectionValue: Hashable, Content: View>: View, InternalView {
    let content: Content
    /// The selection of `List(selection:)`, read as the list is evaluated.
    var selection: (@MainActor () -> ListSelection)?
    @State private var window = RowWindow()

    /// A list of the rows `content` stands for (views, `ForEach`).
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// The list, internal to StateKit.
    public var body: some View {
        LazyRows(source: RowSource(content), window: window, separator: .divider, selection: selection?(), isList: true)
    }
}

extension List where SelectionValue == Never {
    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each element of `data`. A binding to a collection is one
    /// too; given one, `List($items) { $item in … }` takes the form made for
    /// bindings, whose rows find their elements by identity.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }
}
