/// A state storage being written.
@MainActor
protocol StateMutationSource: AnyObject {
    var ownerID: ObjectIdentifier { get }
    var name: String { get }
}

/// The `@State` being written while Observation tells its readers: their
/// invalidations are then named after it (`_count changed`).
@MainActor
enum StateMutation {
    /// Strong, and cleared as the write ends: a weak reference would give every
    /// storage written a side table.
    static var current: (any StateMutationSource)?
}
