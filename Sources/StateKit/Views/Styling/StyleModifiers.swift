// `background` and `foregroundStyle` with any style: a colour as before,
// a material as its grey, a gradient drawn per pixel or per character.

extension View {
    /// Fills the view's frame with `style`, behind its content: a colour, a
    /// material (a quiet grey), or a gradient, on whose colours the text
    /// over it reads.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        StyleBackgroundModifier(content: self, style: style)
    }

    /// Draws the view's text and shapes in `style`: a gradient colours each
    /// character, and each cell of a shape, by where it lies in the view's frame.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        StyleForegroundModifier(content: self, style: style)
    }
}

/// The result of `background(_:)` with a style that is not a colour.
struct StyleBackgroundModifier<Content: View, Style: ShapeStyle>: View, PrimitiveView {
    let content: Content
    let style: Style

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        switch ShapePaint(style, in: context.environment) {
        case .color(let color?):
            context.resolve(BackgroundModifier(content: content, color: color), at: .index(0), into: &elements)
        case .color(nil):
            context.resolve(content, at: .index(0), into: &elements)
        case .gradient(let gradient):
            let base = context.resolveOne(content, at: .index(0))
            let fill = ShapeElement(
                outline: Rectangle().outline, mode: .fill(evenOdd: false), paint: .gradient(gradient),
                background: context.environment.attributes.background)
            elements.append(DecoratedElement(base: base, decorations: [fill], alignment: .center, over: false))
        }
    }
}

/// The result of `foregroundStyle(_:)` with a style that is not a colour.
struct StyleForegroundModifier<Content: View, Style: ShapeStyle>: View, PrimitiveView {
    let content: Content
    let style: Style

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        switch ShapePaint(style, in: context.environment) {
        case .color(let color):
            var inner = context
            if let color { inner.environment.attributes.foreground = color }
            inner.resolve(content, at: .index(0), into: &elements)
        case .gradient(let gradient):
            elements.append(
                GradientForegroundElement(child: context.resolveOne(content, at: .index(0)), gradient: gradient))
        }
    }
}
