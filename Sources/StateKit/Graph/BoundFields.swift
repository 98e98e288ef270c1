import Observation

/// What a view type's stored properties hold for its node, read once per
/// type: the property wrappers the node connects (`@State`, `@Environment`,
/// `@EnvironmentObject`), and the properties that may hold an `@Observable`
/// object, whose names the node keeps for its invalidation reasons.
@MainActor
struct BoundFields {
    /// A property wrapper the node connects, with its type opened once.
    struct Wrapper {
        let field: StoredField
        let type: any NodeBoundProperty.Type
    }

    /// The property wrappers, in declaration order.
    let wrappers: [Wrapper]
    /// The properties of a class or existential type, asked per value; a
    /// `weak` or `unowned` one is left out, as its storage cannot be read as
    /// a value (`StoredField.isReadable`).
    let objects: [StoredField]

    /// Whether there is nothing to connect or keep.
    var isEmpty: Bool { wrappers.isEmpty && objects.isEmpty }

    private init(_ layout: StoredLayout) {
        var wrappers: [Wrapper] = []
        var objects: [StoredField] = []
        for field in layout.fields {
            // Only StateKit's types conform to these protocols (`StateKitTypes`); asking
            // another type would scan every conformance (see `typeName(_:)`).
            if StateKitTypes.contains(field.type), let wrapper = field.type as? any NodeBoundProperty.Type {
                wrappers.append(Wrapper(field: field, type: wrapper))
            } else if field.mayHoldObject, field.isReadable {
                objects.append(field)
            }
        }
        self.wrappers = wrappers
        self.objects = objects
    }

    // `@exclusivity(unchecked)`: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private static var known = MetatypeTable<BoundFields>()

    /// The fields of `type`, a view's (or an app's, or a modifier's).
    static subscript(type: Any.Type) -> BoundFields {
        let key = ObjectIdentifier(type)
        if let fields = known[key] { return fields }
        let fields = BoundFields(StoredLayouts[type])
        known[key] = fields
        return fields
    }

    /// Connects `owner`'s property wrappers to `node`, and has the node hold
    /// the `@Observable` objects `owner` keeps.
    func bind(_ owner: Any, to node: ViewNode) {
        guard !isEmpty else { return }
        StoredLayout.withStorage(of: owner) { storage in
            for wrapper in wrappers {
                Self.bind(wrapper.type, at: storage + wrapper.field.offset, to: node, label: wrapper.field.label)
            }
            for field in objects {
                if let object = StoredLayout.object(field.value(in: storage)), object is any Observable {
                    node.hold(object)
                }
            }
        }
    }

    private static func bind<Wrapper: NodeBoundProperty>(
        _: Wrapper.Type, at address: UnsafeRawPointer, to node: ViewNode, label: String
    ) {
        address.assumingMemoryBound(to: Wrapper.self).pointee.bind(to: node, label: label)
    }
}
