/// Finds how to resolve a view of a given type, once per type. Asking a value
/// `as? any PrimitiveView` on every resolution costs a conformance lookup each
/// time; a resolver made from the metatype casts only to the concrete type.
@MainActor
enum PrimitiveDispatch {
    typealias Resolver = @MainActor (any View, ResolveContext, inout [Element]) -> Void

    /// `nil` for a user view (one with a body of its own).
    private static var resolvers: [ObjectIdentifier: Resolver?] = [:]

    static func resolver(for view: any View) -> Resolver? {
        let key = ObjectIdentifier(type(of: view))
        if let known = resolvers[key] { return known }
        var resolver: Resolver?
        if let primitive = type(of: view) as? any PrimitiveView.Type { resolver = makeResolver(for: primitive) }
        resolvers[key] = .some(resolver)
        return resolver
    }

    private static func makeResolver<Primitive: PrimitiveView>(for _: Primitive.Type) -> Resolver {
        { view, context, elements in (view as! Primitive).makeElements(context, into: &elements) }
    }
}
