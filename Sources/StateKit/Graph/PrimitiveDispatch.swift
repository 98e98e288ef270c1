/// Finds whether a view type is a primitive, once per type. Asking a value
/// `as? any PrimitiveView` on every resolution costs a conformance lookup each
/// time; the answer is kept per metatype instead, in a table keyed by the
/// metatype's address, and the primitive is then called through its opened
/// type: no closure, no boxing of the view into an existential.
@MainActor
enum PrimitiveDispatch {
    /// What a view type is: a primitive (its `PrimitiveView` type), or a user
    /// view with a body of its own (`nil`); and whether it is StateKit's own,
    /// which only then may conform to StateKit's internal protocols.
    struct Kind {
        let primitive: (any PrimitiveView.Type)?
        let isStateKits: Bool
    }

    // `@exclusivity(unchecked)`: looked up once per view resolved, and never
    // while another access to it is under way.
    @exclusivity(unchecked) private static var table = MetatypeTable<Kind>()

    /// Whether views of `type` are primitives, and which.
    static func kind<V: View>(of type: V.Type) -> Kind {
        let key = ObjectIdentifier(type)
        if let known = table[key] { return known }
        // Only StateKit's own types can be primitives (the protocol is
        // internal), and most are known so by a body of `Never`; StateKit's
        // shapes have a body and are primitives all the same. A view of the
        // app's own is known so by its module, without asking for a
        // conformance: the first question about a type and a protocol scans
        // every conformance in the process (see `typeName(_:)`), and most
        // types of a first frame are the app's views and their modifiers.
        let isStateKits = V.Body.self == Never.self || qualifiedTypeName(type).hasPrefix("StateKit.")
        let kind = Kind(primitive: isStateKits ? type as? any PrimitiveView.Type : nil, isStateKits: isStateKits)
        // Debug builds, the tests', check that no primitive was missed.
        assert(kind.primitive != nil || !(type is any PrimitiveView.Type), "\(type) is a primitive not asked about")
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

/// A map from metatypes to values, hashed by the metatype's address: cheaper
/// than a `Dictionary`'s seeded hash for a lookup made at every level of every
/// body, and metatypes are never freed, so their addresses never change.
struct MetatypeTable<Value> {
    private var keys: [ObjectIdentifier?] = Array(repeating: nil, count: 64)
    private var values: [Value?] = Array(repeating: nil, count: 64)
    private var count = 0

    subscript(key: ObjectIdentifier) -> Value? {
        get {
            var slot = Self.slot(of: key, in: keys.count)
            while let stored = keys[slot] {
                if stored == key { return values[slot] }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > keys.count { grow() }
            var slot = Self.slot(of: key, in: keys.count)
            while let stored = keys[slot], stored != key { slot = (slot + 1) & (keys.count - 1) }
            if keys[slot] == nil { count += 1 }
            keys[slot] = key
            values[slot] = newValue
        }
    }

    /// Metadata is 8-byte aligned: the low bits carry nothing, the multiply
    /// spreads the rest over the table.
    private static func slot(of key: ObjectIdentifier, in capacity: Int) -> Int {
        let address = UInt(bitPattern: key)
        return Int(truncatingIfNeeded: ((address >> 3) &* 0x9E37_79B9_7F4A_7C15) >> 20) & (capacity - 1)
    }

    private mutating func grow() {
        let old = zip(keys, values)
        keys = Array(repeating: nil, count: keys.count * 2)
        values = Array(repeating: nil, count: values.count * 2)
        count = 0
        for case (let key?, let value?) in old { self[key] = value }
    }
}
