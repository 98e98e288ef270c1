/// Finds whether a view type is a primitive, once per type. Asking a value
/// `as? any PrimitiveView` on every resolution costs a conformance lookup each
/// time; the answer is kept per metatype instead, in a table keyed by the
/// metatype's address, and the primitive is then called through its opened
/// type: no closure, no boxing of the view into an existential.
@MainActor
enum PrimitiveDispatch {
    /// What a view type is: a primitive (its `PrimitiveView` type), or a
    /// view with a body of its own (`nil`).
    struct Kind {
        let primitive: (any PrimitiveView.Type)?
        /// The type's traits for its node, when it has some.
        let traits: (any NodeTraits.Type)?
    }

    // `@exclusivity(unchecked)`: looked up once per view resolved, and never
    // while another access to it is under way.
    @exclusivity(unchecked) private static var table = MetatypeTable<Kind>()

    /// Whether views of `type` are primitives, and which.
    static func kind<V: View>(of type: V.Type) -> Kind {
        let key = ObjectIdentifier(type)
        if let known = table[key] { return known }
        // A primitive says so through its conformance to `View`, without a
        // question about a protocol: the first question about a type and a
        // protocol scans every conformance in the process (see
        // `typeName(_:)`), and most types of a first frame are the app's
        // views and their modifiers.
        // A box must name the very type: `_viewKind` is public, and a view
        // that handed on another type's would be drawn as that type.
        let box = (V._viewKind.box as? ViewKindBox).flatMap { $0.describes(type) ? $0 : nil }
        let primitive = box?.primitive
        let traits = box?.traits
        let kind = Kind(primitive: primitive, traits: traits)
        // Debug builds, the tests', check that no primitive was missed.
        assert(kind.primitive != nil || !(type is any PrimitiveView.Type), "\(type) is a primitive not asked about")
        assert(kind.traits != nil || !(type is any NodeTraits.Type), "\(type) has traits not asked about")
        table[key] = kind
        return kind
    }

    /// What `view`'s type is (see `kind(of:)`).
    static func kind(ofTypeOf view: any View) -> Kind {
        kind(ofOpened: view)
    }

    private static func kind<V: View>(ofOpened _: V) -> Kind {
        kind(of: V.self)
    }

    /// Makes the elements of `view`, whose type is `Primitive`: called with
    /// the primitive type opened from `Kind.primitive`.
    static func makeElements<Primitive: PrimitiveView, V: View>(
        as _: Primitive.Type, of view: V, _ context: ResolveContext, into elements: inout [Element]
    ) {
        unsafeBitCast(view, to: Primitive.self).makeElements(context, into: &elements)
    }
}
