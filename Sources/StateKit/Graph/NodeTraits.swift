/// What a view tells its node beyond its body: whether the node is StateKit's
/// own, the name it goes by, and whose property wrappers it binds. A view type
/// with traits says so through its conformance to `View` (`_ViewKind`), so
/// that no type is asked about this protocol: the first question about a type
/// and a protocol scans every conformance in the process (see `typeName(_:)`).
@MainActor
protocol NodeTraits: View {
    /// The node is StateKit's own (see `InternalView`).
    static var isInternalNode: Bool { get }
    /// The node's name, when not its type's: the key of its render count,
    /// and what its reasons say.
    var nodeName: String? { get }
    /// The value whose property wrappers the node binds, when not the view.
    var hostedProperties: Any? { get }
}

extension NodeTraits {
    static var isInternalNode: Bool { false }
    var nodeName: String? { nil }
    var hostedProperties: Any? { nil }
}

extension NodeTraits {
    /// The type, known here without asking the runtime: the witness of
    /// `View`'s requirement for every view with traits.
    public static var _viewKind: _ViewKind { _ViewKind(ViewKindBox(primitive: nil, traits: Self.self)) }

    /// `view`, a view of this very type, as its traits: a cast to the type
    /// itself costs a comparison of types, not a question about a protocol.
    static func traits(of view: any View) -> any NodeTraits {
        view as! Self
    }
}
