/// A type of StateKit's own, as `_ViewKind` carries it: a class, so that
/// taking it out is a cast to a class, not a question about a protocol.
/// `@unchecked Sendable`: it holds metatypes, which never change, and no
/// conformance to StateKit's protocols is isolated to an actor.
final class ViewKindBox: @unchecked Sendable {
    /// The type as a primitive, when it is one.
    let primitive: (any PrimitiveView.Type)?
    /// The type as a view with traits for its node, when it is one.
    let traits: (any NodeTraits.Type)?

    init(primitive: (any PrimitiveView.Type)?, traits: (any NodeTraits.Type)?) {
        self.primitive = primitive
        self.traits = traits
    }

    /// Whether the box was made for `type` itself.
    func describes(_ type: Any.Type) -> Bool {
        (primitive ?? traits).map { $0 == type } ?? false
    }
}
