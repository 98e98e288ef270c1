extension View {
    /// The view's opacity: 0 draws nothing (the view keeps its space), below
    /// one half draws it dim, from one half up draws it as it is.
    public func opacity(_ opacity: Double) -> some View {
        OpacityModifier(content: self, opacity: opacity)
    }
}

/// The result of `.opacity(_:)`.
struct OpacityModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let opacity: Double

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let child = context.resolveOne(content, at: .index(0))
        guard opacity < Opacity.faintBelow else { return elements.append(child) }
        elements.append(OpacityElement(child: child, isInvisible: opacity <= 0))
    }
}
