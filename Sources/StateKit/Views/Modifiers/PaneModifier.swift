extension View {
    /// Draws a border around the view whose title shows the view's name and how
    /// many times its body was evaluated. The renderer draws it, not the body, so
    /// the count never causes an evaluation.
    /// Inlinable, so the modifier's type is known where the body is written.
    @inlinable
    public func pane() -> some View {
        PaneModifier(content: self)
    }
}

/// The result of `.pane()`.
@usableFromInline
struct PaneModifier<Content: View>: View, PrimitiveView, TransparentView {
    /// Drawn by StateKit: spelled out, as `@usableFromInline` requires.
    @usableFromInline static var _viewKind: _ViewKind { viewKind }

    let content: Content

    @usableFromInline
    init(content: Content) {
        self.content = content
    }

    /// Panes are drawn by StateKit.
    @usableFromInline
    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        inner.wantsPane = true
        var resolved: [Element] = []
        context.beginLevel(replacing: .none)
        inner.resolve(content, at: .index(0), into: &resolved)
        context.endLevel()
        if resolved.count == 1, let node = (resolved[0] as? NodeElement)?.node, node.isFramed {
            elements.append(resolved[0])
        } else {
            let child =
                resolved.count == 1
                ? resolved[0] : StackElement(axis: .vertical, spacing: 0, alignment: .start, children: resolved)
            elements.append(BorderElement(child: child, fills: true))
        }
    }
}
