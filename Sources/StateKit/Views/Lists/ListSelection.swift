/// What a `List(selection:)` selects, as its rows see it: each row's tag (a
/// `NavigationLink`'s value, or else the row's identity in its `ForEach`)
/// against the binding, one value or a set of them.
@MainActor
struct ListSelection {
    /// The tags selected, read as the list was evaluated: the list's node
    /// depends on the binding, and draws the marks again when it changes.
    let selected: Set<AnyHashable>
    /// Whether `tag` is of the selection's type.
    let accepts: @MainActor (AnyHashable) -> Bool
    /// Selects the row tagged `tag`: the only one, or one more (one fewer)
    /// of a set.
    var select: @MainActor (AnyHashable) -> Void
    /// Chooses nothing.
    let clear: @MainActor () -> Void

    /// A selection of at most one value.
    init<Value: Hashable>(_ binding: Binding<Value?>) {
        selected = binding.wrappedValue.map { [AnyHashable($0)] } ?? []
        accepts = { $0.base is Value }
        select = { tag in
            if let value = tag.base as? Value { binding.wrappedValue = value }
        }
        clear = { binding.wrappedValue = nil }
    }

    /// A selection of any number of values: a row selected again leaves it.
    init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        selected = Set(binding.wrappedValue.map { AnyHashable($0) })
        accepts = { $0.base is Value }
        select = { tag in
            guard let value = tag.base as? Value else { return }
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
        clear = { binding.wrappedValue = [] }
    }

    /// The same selection, `then` run after each choice (a split view
    /// showing the next column).
    func followed(by then: (@MainActor () -> Void)?) -> ListSelection {
        guard let then else { return self }
        var copy = self
        let select = self.select
        copy.select = { tag in
            select(tag)
            then()
        }
        return copy
    }
}

struct ListSelectionKey: EnvironmentKey {
    static let defaultValue: ListSelection? = nil
}

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
