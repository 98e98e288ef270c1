extension List {
    /// A list whose rows the user selects, one at a time: Enter, Space or a
    /// click on a row sets `selection` to its tag, the value of a
    /// `NavigationLink(value:)` in it or else its element's identity.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = { ListSelection(selection) }
    }

    /// A list whose rows the user selects, any number: choosing a row adds
    /// its tag to `selection`, or takes it out.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = { ListSelection(selection) }
    }

    /// A row for each element of `data`, one of which the user selects.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = { ListSelection(selection) }
    }

    /// A row for each element of `data`, any number of which the user selects.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = { ListSelection(selection) }
    }

    /// A row for each element of `data`, identified by `id`, one of which
    /// the user selects.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = { ListSelection(selection) }
    }
}
