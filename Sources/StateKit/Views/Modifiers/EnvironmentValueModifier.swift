extension View {
    /// Sets the environment value at `keyPath` to `value` for this view and
    /// everything below it. A view below that reads it is evaluated again when
    /// the value changes, and only such a view.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentValueModifier(content: self, keyPath: keyPath, value: value)
    }
}

/// The result of `.environment(_:_:)`.
struct EnvironmentValueModifier<Content: View, V>: View, PrimitiveView, TransparentView {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, V>
    let value: V

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        inner.environment[keyPath: keyPath] = value
        inner.resolve(content, at: .index(0), into: &elements)
    }
}
