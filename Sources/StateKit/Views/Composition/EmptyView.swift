/// Nothing at all.
public struct EmptyView: View, PrimitiveView {
    /// Nothing at all.
    public init() {}
    /// An empty view draws nothing.
    public var body: Never { primitiveBody() }
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {}
}
