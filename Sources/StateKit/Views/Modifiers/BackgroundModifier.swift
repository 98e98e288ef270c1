extension View {
    /// Fills the view's frame with `style`, behind its content; the text
    /// below is drawn on that colour. A terminal has no safe area, so `edges`
    /// has nothing to extend into.
    public func background(_ style: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        BackgroundModifier(content: self, color: style)
    }
}

/// The result of `.background(_:)`.
struct BackgroundModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let color: Color

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        let color = context.environment.resolved(self.color)
        inner.environment.attributes.background = color
        let child = inner.resolveOne(content, at: .index(0))
        elements.append(BackgroundElement(child: child, colors: ColorPair(foreground: nil, background: color)))
    }
}
