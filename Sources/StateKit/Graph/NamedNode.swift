/// A view whose node goes by a name other than its type's.
@MainActor
protocol NamedNode {
    /// The node's name: the key of its render count, and what its reasons say.
    var nodeName: String { get }
}
