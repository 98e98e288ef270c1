/// The graph's `ObservationProbe`s (see the tracking rules in
/// ARCHITECTURE.md): a spare one lent to each scope of a node without a
/// probe of its own and kept by the first whose scope reads something, and
/// the view types seen to read an `@Observable`, whose nodes start with a
/// probe. A component of the graph, used at every evaluation.
@MainActor
final class ProbeLender {
    /// Kept apart from the graph: callbacks may outlive it.
    let ledger = ObservationLedger()
    /// Probes poked to end an Observation scope that no change had ended:
    /// none for nodes whose bodies read no `@Observable`.
    @exclusivity(unchecked) var pokes = 0
    /// The view types whose nodes were seen to read an `@Observable`.
    @exclusivity(unchecked) private var typesReadingObservables: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) private var spare: ObservationProbe?

    /// Whether nodes of `type` were seen to read an `@Observable`.
    func readsObservables(_ type: any View.Type) -> Bool {
        typesReadingObservables.contains(ObjectIdentifier(type))
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

    /// `node`'s scope read an `@Observable`: later nodes of its view's type
    /// start with the probe, so that each leaves at most one scope to end at
    /// its first change per type, however many are made.
    func noteReadsObservables(_ node: ViewNode) {
        typesReadingObservables.insert(ObjectIdentifier(type(of: node.view)))
    }
}
