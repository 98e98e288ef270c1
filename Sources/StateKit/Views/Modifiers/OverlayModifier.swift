extension View {
    /// Lays `content` over this view, as SwiftUI's overlay: it is offered
    /// this view's size and placed in it by `alignment`; this view keeps its
    /// size. A control in the overlay takes the clicks over it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecorationModifier(content: self, decoration: content(), alignment: alignment, over: true)
    }

    /// Lays `overlay` over this view, in the older form.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        DecorationModifier(content: self, decoration: overlay, alignment: alignment, over: true)
    }

    /// Lays `background` under this view, in the older form: a filled shape
    /// behind a label, say, on whose colour the label then reads.
    // Disfavoured: a gradient is a view and a style, and as a style it fills
    // the frame with the text reading on it, as SwiftUI chooses.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        DecorationModifier(content: self, decoration: background, alignment: alignment, over: false)
    }

    /// Fills `shape` with `style` under this view, in its frame: a label
    /// on a rounded rectangle of colour, say.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        DecorationModifier(
            content: self, decoration: shape.fill(style, style: fillStyle), alignment: .center, over: false)
    }

    /// Lays `content` under this view, as SwiftUI's background with a view:
    /// it is offered this view's size and placed in it by `alignment`. A
    /// `Color` fills the view's frame, as `background(_:)` does.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecorationModifier(content: self, decoration: content(), alignment: alignment, over: false)
    }
}

/// The result of `overlay` and of `background` with a view.
struct DecorationModifier<Content: View, Decoration: View>: View, PrimitiveView {
    let content: Content
    let decoration: Decoration
    let alignment: Alignment
    let over: Bool

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        // A colour under the view fills its frame as `background(_:)` does,
        // the text drawn on it rather than over it.
        if !over, let color = decoration as? Color {
            context.resolve(BackgroundModifier(content: content, color: color), at: .index(2), into: &elements)
            return
        }
        let base = context.resolveOne(content, at: .index(0))
        var decorations: [Element] = []
        context.beginLevel(replacing: .none)
        context.resolve(decoration, at: .index(1), into: &decorations)
        context.endLevel()
        elements.append(DecoratedElement(base: base, decorations: decorations, alignment: alignment, over: over))
    }
}
