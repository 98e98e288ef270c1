/// Views gathered without a layout of their own, as SwiftUI's `Group`: they
/// take their places in the container around the group as if written there
/// (rows of a form, a list or a stack), and a modifier on the group reaches
/// each of them.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// A group of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Groups are resolved by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        context.resolve(content, at: .index(0), into: &elements)
    }
}

extension Group: RowSegmentSource {
    func collectRowSegments(into source: inout RowSource) {
        source.add(content)
    }
}
