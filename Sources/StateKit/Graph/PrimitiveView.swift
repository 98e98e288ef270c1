/// A view the engine draws itself (`Text`, stacks, `Button`, ...). It belongs to
/// the node whose body created it and has no node of its own.
@MainActor
protocol PrimitiveView: View {
    /// Appends the layout elements this view stands for (none, one or several).
    func makeElements(_ context: ResolveContext, into elements: inout [Element])
}

extension PrimitiveView {
    /// The primitive's type, known here without asking the runtime: the
    /// witness of `View`'s requirement for every primitive. A primitive that
    /// is `@usableFromInline` spells the witness out, as the attribute
    /// requires, with `viewKind`.
    public static var _viewKind: _ViewKind { viewKind }

    /// The primitive's type, boxed for `_ViewKind`.
    static var viewKind: _ViewKind { _ViewKind(ViewKindBox(primitive: Self.self, traits: nil)) }
}

extension View {
    /// Fails loudly when the engine asks a primitive for a body.
    func primitiveBody() -> Never {
        fatalError("\(Self.self) is drawn by StateKit and has no body")
    }
}
