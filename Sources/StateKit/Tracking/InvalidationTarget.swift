@_spi(SwiftUI) import Observation

/// What a change invalidates: a view node, as the tracking scopes and the
/// objects that announce changes see it. They reach it through this protocol,
/// not the graph's type, so that they sit below the graph (`ViewNode` is the
/// one conforming type).
@MainActor
protocol InvalidationTarget: AnyObject {
    /// Marks the node dirty because of `cause`, naming the change `change`
    /// (the property holding what changed: `_appState`).
    func invalidate(because cause: Invalidation.Cause, change: String)
    /// An Observation scope of the node (its body's, or a lazy row's at
    /// `slot`) reported a change; `generation` says which scope.
    func scopeChanged(_ tracking: ObservationTracking, generation: Int, slot: Int)
    /// What a storage of StateKit's own keeps of the node: made at the first
    /// read that needs it, cleared as the node goes.
    var readRoute: ReadRoute { get }
    /// A storage of StateKit's own that the scope at `slot` of `generation`
    /// read changed (`ScopeReads`): `cause`, or the `@State` being written.
    func readChanged(slot: Int, generation: Int, cause: Invalidation.Cause?)
    /// Whether the scope at `slot` is still the one of `generation`: not
    /// replaced by a later evaluation, nor ended.
    func isCurrentScope(slot: Int, generation: Int) -> Bool
}
