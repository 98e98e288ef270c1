/// A binding to a collection is a collection of bindings to its elements, as
/// in SwiftUI: `$items.filter { … }` gives bindings to the elements that
/// pass, and `ForEach($items)` reads one per element. Each element's binding
/// reads and writes the collection at its index.
extension Binding: @MainActor Sequence where Value: MutableCollection {
    /// A binding to an element.
    public typealias Element = Binding<Value.Element>
    /// Goes through the bindings in the collection's order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// Part of the bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The collection's first index.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The collection's index past its end.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The collection's indices.
    public var indices: Indices { wrappedValue.indices }

    /// The index after `index`.
    public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

    /// A binding to the element at `position`: it reads and writes the
    /// collection there.
    public subscript(position: Index) -> Binding<Value.Element> {
        let whole = self
        return Binding<Value.Element>(
            get: { whole.wrappedValue[position] },
            set: { newValue in
                var collection = whole.wrappedValue
                collection[position] = newValue
                whole.wrappedValue = collection
            })
    }
}

extension Binding: @MainActor BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `index`.
    public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

extension Binding: @MainActor RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: @MainActor Identifiable where Value: Identifiable {
    /// The identity of the value it binds.
    public var id: Value.ID { wrappedValue.id }
}
