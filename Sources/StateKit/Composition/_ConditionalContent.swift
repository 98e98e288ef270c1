/// One of two views, from an `if`/`else` in a builder. The branch is part of the
/// identity of the views inside it.
public struct _ConditionalContent<First: View, Second: View>: View {
    enum Storage {
        case first(First)
        case second(Second)
    }
    let storage: Storage

    /// Conditional content is drawn by StateKit.
    public var body: Never { primitiveBody() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody() }
}
