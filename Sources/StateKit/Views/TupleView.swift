/// Several views side by side in a builder; stacks lay them out one after another.
public struct TupleView<each Content: View>: View, PrimitiveView {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    /// Tuple views are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var index = 0
        for child in repeat each content {
            context.resolve(child, at: .index(index), into: &elements)
            index += 1
        }
    }
}
