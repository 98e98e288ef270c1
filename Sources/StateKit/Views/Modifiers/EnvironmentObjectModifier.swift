import Observation

extension View {
    /// Injects an `ObservableObject` for `@EnvironmentObject` in this view and
    /// everything below it, keyed by its type. Inlinable, as the modifiers are
    /// whose type a body's evaluation would otherwise look up.
    @inlinable
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        EnvironmentObjectModifier(content: self, object: object)
    }

    /// Injects an `@Observable` object for `@Environment(Object.self)` in this view
    /// and everything below it, keyed by its type.
    @inlinable
    public func environment<Object: AnyObject & Observable>(_ object: Object) -> some View {
        EnvironmentObjectModifier(content: self, object: object)
    }
}

/// The result of `.environmentObject(_:)` and `.environment(_:)`.
@usableFromInline
struct EnvironmentObjectModifier<Content: View, Object: AnyObject>: View, PrimitiveView, TransparentView {
    /// Drawn by StateKit: spelled out, as `@usableFromInline` requires.
    @usableFromInline static var _viewKind: _ViewKind { viewKind }

    let content: Content
    let object: Object

    @usableFromInline
    init(content: Content, object: Object) {
        self.content = content
        self.object = object
    }

    /// Objects are handed down by StateKit.
    @usableFromInline
    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        inner.environment.insert(object)
        inner.resolve(content, at: .index(0), into: &elements)
    }
}
