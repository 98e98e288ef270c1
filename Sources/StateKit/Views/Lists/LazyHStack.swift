/// A row of views made as they are needed, as SwiftUI's `LazyHStack`. A
/// terminal's row holds few enough views that it makes them all, as an
/// `HStack` does, in a horizontal `ScrollView` as anywhere.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let stack: HStack<Content>

    /// A row of `content`, `spacing` points apart (a column by default).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    /// Lazy stacks are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        stack.makeElements(context, into: &elements)
    }
}
