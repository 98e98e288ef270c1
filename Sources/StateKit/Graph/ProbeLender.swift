/// The graph's `ObservationProbe`s (see `TrackingScope`): a spare one lent to
/// each scope of a node without a probe of its own and kept by the first whose
/// scope reads something, and the view types whose nodes left a scope to its
/// first change, whose nodes start reading a probe. A component of the graph,
/// used at every evaluation.
@MainActor
final class ProbeLender {
    /// Kept apart from the graph: callbacks may outlive it.
    let ledger = ObservationLedger()
    /// Probes poked to end an Observation scope that no change had ended:
    /// none for nodes whose bodies read no `@Observable`.
    @exclusivity(unchecked) var pokes = 0
    /// The view types whose nodes left a scope to its first change.
    @exclusivity(unchecked) private var typesLeavingScopes: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) private var spare: ObservationProbe?

    /// Whether nodes of `type` start reading a probe: one left a scope behind.
    func startsWithProbe(_ type: any View.Type) -> Bool {
        !typesLeavingScopes.isEmpty && typesLeavingScopes.contains(ObjectIdentifier(type))
    }

    /// The spare probe, lent to `node`'s scope about to be installed.
    func lend(to node: ViewNode) -> ObservationProbe {
        let lent = spare ?? ObservationProbe(node: nil, ledger: ledger)
        lent.node = node
        spare = lent
        return lent
    }

    /// The probe lent last, if the scope it was lent to kept it (a callback
    /// holds it: the scope read something); a new one is lent from then on.
    func claimed() -> ObservationProbe? {
        guard spare != nil, !isKnownUniquelyReferenced(&spare) else { return nil }
        defer { spare = nil }
        return spare
    }

    /// `node` leaves a scope to the first change of what it read (it is
    /// evaluated again, or destroyed, before one): later nodes of its view's
    /// type start reading the probe, so that nodes made and destroyed by turns
    /// (rows scrolled past) leave at most one such scope per type, however
    /// many are made.
    func noteLeftScopeBehind(_ node: ViewNode) {
        typesLeavingScopes.insert(ObjectIdentifier(type(of: node.view)))
    }
}
