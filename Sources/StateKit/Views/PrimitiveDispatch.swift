/// Finds how to resolve a view of a given type, once per type. Asking a value
/// `as? any PrimitiveView` on every resolution costs a conformance lookup each
/// time; a resolver made from the metatype casts only the metatype, once.
@MainActor
enum PrimitiveDispatch {
    /// Resolves the primitive at the address given: the value is read where it
    /// lies, without boxing it into an existential or copying it.
    typealias Resolver = @MainActor (UnsafeRawPointer, ResolveContext, inout [Element]) -> Void

    /// A resolver as the dictionary keeps it: a function kept in a dictionary
    /// directly comes back wrapped in a new reabstraction thunk, an allocation,
    /// on every lookup.
    final class Entry {
        /// `nil` for a user view (one with a body of its own).
        let resolve: Resolver?

        init(_ resolve: Resolver?) {
            self.resolve = resolve
        }
    }

    // `@exclusivity(unchecked)` on the bookkeeping below: it is touched on every
    // update, never while another access to it is under way, and the runtime's
    // check cost more than the access itself.
    @exclusivity(unchecked) private static var entries: [ObjectIdentifier: Entry] = [:]

    static func resolver(for type: any View.Type) -> Entry {
        let key = ObjectIdentifier(type)
        if let known = entries[key] { return known }
        var resolver: Resolver?
        if let primitive = type as? any PrimitiveView.Type { resolver = makeResolver(for: primitive) }
        let entry = Entry(resolver)
        entries[key] = entry
        return entry
    }

    private static func makeResolver<Primitive: PrimitiveView>(for _: Primitive.Type) -> Resolver {
        { address, context, elements in
            address.assumingMemoryBound(to: Primitive.self).pointee.makeElements(context, into: &elements)
        }
    }
}
