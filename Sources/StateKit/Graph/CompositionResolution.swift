// How the views that compose others resolve: declared in Composition/, below
// the elements and the graph, they become elements here, where the resolve
// context is.

extension AnyView: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        context.resolve(content, at: .type(ObjectIdentifier(type(of: content))), into: &elements)
    }
}

extension EmptyView: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {}
}

extension _ConditionalContent: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        switch storage {
        case .first(let view): context.resolve(view, at: .branch(true), into: &elements)
        case .second(let view): context.resolve(view, at: .branch(false), into: &elements)
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        if let view = self { context.resolve(view, at: .branch(true), into: &elements) }
    }
}

extension TupleView: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var index = 0
        for child in repeat each storage.content {
            context.resolve(child, at: .index(index), into: &elements)
            index += 1
        }
    }
}

// The box of a `TupleView`'s views compares what it holds at the depth the box
// itself stands, so that it adds no level to how deep inputs are compared.
extension TupleViewStorage: ViewInput {
    func isSameInput(as other: Any, depth: Int) -> Bool {
        guard let other = other as? TupleViewStorage<repeat each Content> else { return false }
        return other === self || ViewInputs.valuesEqual(content, other.content, depth: depth)
    }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        context.resolve(content, at: .index(0), into: &elements)
    }
}

extension ModifiedContent: NodeTraits where Content: View, Modifier: ViewModifier {
    /// The node binds the modifier's property wrappers: its `@State` lives
    /// there, as a view's does.
    var hostedProperties: Any? { modifier }

    /// Render counts and reasons name the modifier, not this wrapper.
    var nodeName: String? { typeName(Modifier.self) }
}
