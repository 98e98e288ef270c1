/// What a view tells its node beyond its body: whether the node is StateKit's
/// own, the name it goes by, and whose property wrappers it binds. One
/// protocol, so that a view type is asked one question when its first node is
/// made: the first question about a type and a protocol scans every
/// conformance in the process (see `typeName(_:)`), and the app's own views
/// conform to none.
@MainActor
protocol NodeTraits {
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
