extension View {
    /// Hands `source` to this view and everything below it: children declaring
    /// `@ChildState<Key>` read (and, unless derived, write) the parent's value.
    /// Sibling subtrees can get different sources for the same key.
    @inlinable
    public func sharedState<Key: SharedStateKey>(_ source: SharedStateSource<Key>) -> some View {
        SharedStateModifier(content: self, source: source)
    }
}

/// The result of `.sharedState(_:)`.
@usableFromInline
struct SharedStateModifier<Content: View, Key: SharedStateKey>: View, PrimitiveView, TransparentView {
    /// Drawn by StateKit: spelled out, as `@usableFromInline` requires.
    @usableFromInline static var _viewKind: _ViewKind { viewKind }

    let content: Content
    let source: SharedStateSource<Key>

    @usableFromInline
    init(content: Content, source: SharedStateSource<Key>) {
        self.content = content
        self.source = source
    }

    /// Shared values are handed down by StateKit.
    @usableFromInline
    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        inner.environment.insert(source)
        inner.resolve(content, at: .index(0), into: &elements)
    }
}
