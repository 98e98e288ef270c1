/// Shows the first of its views whose ideal size fits the room it is offered
/// on `axes`, or the last one when none does, as in SwiftUI: a wide layout
/// and a compact one, chosen again at every resize.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// The first of `content`'s views that fits on `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(FirstFittingElement(children: context.resolveLevel(content, at: .index(0)), axes: axes))
    }
}
