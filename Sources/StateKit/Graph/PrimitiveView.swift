/// A view the engine draws itself (`Text`, stacks, `Button`, ...). It belongs to
/// the node whose body created it and has no node of its own.
@MainActor
protocol PrimitiveView {
    /// Appends the layout elements this view stands for (none, one or several).
    func makeElements(_ context: ResolveContext, into elements: inout [Element])
}

extension View {
    /// Fails loudly when the engine asks a primitive for a body.
    func primitiveBody() -> Never {
        fatalError("\(Self.self) is drawn by StateKit and has no body")
    }
}
