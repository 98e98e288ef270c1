/// Nothing at all.
public struct EmptyView: View {
    /// Nothing at all.
    public init() {}
    /// An empty view draws nothing.
    public var body: Never { primitiveBody() }
}
