/// One view per element of a collection. Each element's views take their
/// identity from the element's id, so they keep their nodes (and state) when the
/// collection changes around them.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The collection the views are made of.
    public let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// Views for each element of `data`, each identified by the element's `id` key path.
    /// A binding to a collection is one too; given one, `ForEach($items) { $item in … }`
    /// takes the form made for bindings, whose rows find their elements by identity.
    @_disfavoredOverload
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    /// The elements' views are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        for element in data {
            context.resolve(content(element), at: .tag(AnyHashable(element[keyPath: id])), into: &elements)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for each element of `data`, each identified by the element's `id`.
    @_disfavoredOverload
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for each number of `range`, each identified by its number.
    public init(_ range: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(range, id: \.self, content: content)
    }
}
