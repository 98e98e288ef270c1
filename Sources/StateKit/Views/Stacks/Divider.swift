/// A line across its stack: horizontal in a `VStack`, vertical in an `HStack`.
public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}

    /// Dividers are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(DividerElement())
    }
}
