import Observation

extension View {
    /// Injects an `ObservableObject` for `@EnvironmentObject` in this view and
    /// everything below it, keyed by its type.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> EnvironmentObjectModifier<Self, Object>
    {
        EnvironmentObjectModifier(content: self, object: object)
    }

    /// Injects an `@Observable` object for `@Environment(Object.self)` in this view
    /// and everything below it, keyed by its type.
    public func environment<Object: AnyObject & Observable>(_ object: Object) -> EnvironmentObjectModifier<Self, Object>
    {
        EnvironmentObjectModifier(content: self, object: object)
    }
}

/// The result of `.environmentObject(_:)` and `.environment(_:)`.
public struct EnvironmentObjectModifier<Content: View, Object: AnyObject>: View, PrimitiveView, TransparentView {
    let content: Content
    let object: Object

    /// Objects are handed down by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        inner.environment.insert(object)
        inner.resolve(content, at: .index(0), into: &elements)
    }
}
