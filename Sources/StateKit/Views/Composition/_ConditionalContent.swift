/// One of two views, from an `if`/`else` in a builder. The branch is part of the
/// identity of the views inside it.
public struct _ConditionalContent<First: View, Second: View>: View, PrimitiveView {
    enum Storage {
        case first(First)
        case second(Second)
    }
    let storage: Storage

    /// Conditional content is drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        switch storage {
        case .first(let view): context.resolve(view, at: .branch(true), into: &elements)
        case .second(let view): context.resolve(view, at: .branch(false), into: &elements)
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody() }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        if let view = self { context.resolve(view, at: .branch(true), into: &elements) }
    }
}
