/// Builds a view from the statements of a `body`: sequences, `if`, `if`/`else`.
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// An empty body: nothing at all.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A body of one view: the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A body of several views, in order. Inlinable, so that the tuple view's
    /// type is looked up once per call site rather than at every evaluation.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    /// An `if` without `else`: the view while the condition holds, nothing otherwise.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<First: View, Second: View>(first: First) -> _ConditionalContent<First, Second> {
        _ConditionalContent(storage: .first(first))
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<First: View, Second: View>(second: Second) -> _ConditionalContent<First, Second> {
        _ConditionalContent(storage: .second(second))
    }

    /// A view inside `if #available`, its type erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
