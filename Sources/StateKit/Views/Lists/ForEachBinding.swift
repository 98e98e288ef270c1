/// `ForEach($items) { $item in … }`: a row per element with a binding to it.
///
/// Each row's binding finds its element by identity, not by position, each
/// time it is read or written: removing, inserting or reordering elements
/// never hands a row another row's data. A row whose element is gone reads the
/// value it last had and ignores writes, until its parent's next body drops it.
extension ForEach {
    /// A view for each element of the collection `data` binds, given a
    /// binding to that element and identified by the element's `id`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable,
        C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    /// A view for each element of the collection `data` binds, given a
    /// binding to that element and identified by its `id` key path.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(elements, id: \.1) { place in
            content(ElementBinding.binding(in: data, to: place.1, near: place.0, id: id, seen: collection[place.0]))
        }
    }
}

extension List where SelectionValue == Never {
    /// A row for each element of the collection `data` binds, given a binding
    /// to that element.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row for each element of the collection `data` binds, given a binding
    /// to that element and identified by its `id` key path.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>, C.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

/// The binding a row of `ForEach($items)` gets: to the element with its id.
@MainActor
enum ElementBinding {
    /// A binding to the element of `collection` whose `id` is `elementID`,
    /// looked for first at `hint`, where it was when the row was made.
    /// `seen` is its value then: what the binding reads once it is gone.
    static func binding<C: MutableCollection & RandomAccessCollection, ID: Hashable>(
        in collection: Binding<C>, to elementID: ID, near hint: C.Index, id: KeyPath<C.Element, ID>,
        seen: C.Element
    ) -> Binding<C.Element> {
        func index(in elements: C) -> C.Index? {
            if elements.indices.contains(hint), elements[hint][keyPath: id] == elementID { return hint }
            return elements.firstIndex { $0[keyPath: id] == elementID }
        }
        let get: @MainActor () -> C.Element = {
            let elements = collection.wrappedValue
            return index(in: elements).map { elements[$0] } ?? seen
        }
        let set: @MainActor (C.Element) -> Void = { newValue in
            var elements = collection.wrappedValue
            guard let found = index(in: elements) else { return }
            elements[found] = newValue
            collection.wrappedValue = elements
        }
        guard let location = collection.location else { return Binding(get: get, set: set) }
        return Binding(
            location: Pair(location, AnyHashable(elementID)), snapshotting: collection.snapshot != nil, get: get,
            set: set)
    }
}
