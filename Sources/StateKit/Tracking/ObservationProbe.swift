import Observation

/// A one-property observable that a node's scopes read once one of them had
/// to be left to its first change (and a lazy row's always read), and that the
/// node pokes when a scope must end with no change having ended it: the change
/// hands back the scope's registration, which Observation gives out no other
/// way, so the node can cancel it.
///
/// It is also what a scope's callback holds of its node: `node`, unowned and
/// cleared as the node goes, rather than a weak reference to the node, which
/// would give every node a side table that each retain of it goes through.
@MainActor
final class ObservationProbe: Observable {
    private let registrar = ObservationRegistrar()
    private var generation = 0
    /// The node whose scopes this probe serves; `nil` once the node is gone.
    unowned(unsafe) var node: (any InvalidationTarget)?
    /// Where callbacks that reach no live node are counted.
    let ledger: ObservationLedger

    init(node: (any InvalidationTarget)?, ledger: ObservationLedger) {
        self.node = node
        self.ledger = ledger
        ledger.probesMade += 1
    }

    /// Made once: a key path written in `read()` and `poke()` would be looked
    /// up again at each call, two lookups per evaluation.
    private static let generationKeyPath = \ObservationProbe.generation
    static let keyPath: AnyKeyPath = generationKeyPath

    func read() {
        ledger.probeReads += 1
        registrar.access(self, keyPath: Self.generationKeyPath)
    }

    /// Scopes watch for `didSet` only, so a poke announces no `willSet`: half
    /// the registrar's work. The value itself never matters.
    func poke() {
        registrar.didSet(self, keyPath: Self.generationKeyPath)
    }
}

/// What a graph's scopes report, kept apart from the graph since callbacks
/// may outlive it.
@MainActor
final class ObservationLedger {
    /// Callbacks that reached a scope already replaced or destroyed.
    var staleCallbacks = 0
    /// Probes made: one for each node or row whose scopes read something,
    /// and the spare lent to the others.
    var probesMade = 0
    /// Scopes that read their probe: those of nodes that left a scope behind,
    /// and of lazy rows.
    var probeReads = 0
}
