@_spi(SwiftUI) import Observation

/// One Observation scope of a node that stays registered until it is replaced
/// or cancelled, telling the node of the first change to what was read in it.
/// A value kept inside its node, not an object of its own: an update touches
/// no more memory than the node and its probe.
///
/// Observation hands out a scope's registration only in a change callback, so
/// a probe is read inside the scope. Most scopes end because something they
/// read changed, and that change's callback hands the registration over. A
/// scope that must end without one (its node is evaluated for new inputs, or
/// destroyed) pokes the probe first, which hands it back at once. The scope can
/// then always be cancelled, and reads never pile up registrations, however
/// often a scope is made again.
@MainActor
struct TrackingScope {
    private var observation: ObservationTracking?
    private var generation = 0
    /// Installed, and no callback has handed its registration over yet.
    private var awaitingRegistration = false
    private let probe = ObservationProbe()

    /// Cancels the scope and starts the next: returns its generation and the
    /// probe to install it with.
    mutating func renew() -> (generation: Int, probe: ObservationProbe) {
        cancel()
        awaitingRegistration = true
        return (generation, probe)
    }

    /// Runs `body` in the scope `renew()` started. Changes reach
    /// `node.scopeChanged(_:generation:slot:)`, with `slot`, where the node
    /// keeps this scope.
    static func install(
        _ body: () -> Void, renewed: (generation: Int, probe: ObservationProbe), node: ViewNode, slot: Int
    ) {
        let (generation, probe) = renewed
        withObservationTracking {
            probe.read()
            body()
        } didSet: { [weak node, weak graph = node.graph] tracking in
            ObservationThread.check(tracking)
            MainActor.assumeIsolated {
                guard let node else {
                    graph?.staleObservationCallbacks += 1
                    return tracking.cancel()
                }
                node.scopeChanged(tracking, generation: generation, slot: slot)
            }
        }
    }

    /// Takes a callback of the scope made at `generation`: keeps the handed
    /// over registration, or drops what a replaced scope reports. `true` when
    /// it is a change the node must answer.
    mutating func accept(_ tracking: ObservationTracking, generation: Int, graph: ViewGraph) -> Bool {
        guard generation == self.generation else {
            graph.staleObservationCallbacks += 1
            tracking.cancel()
            return false
        }
        observation = tracking
        awaitingRegistration = false
        return tracking.changed != ObservationProbe.keyPath
    }

    /// The probe to poke before the scope ends, when no callback has handed its
    /// registration over. The poke's callback reaches `accept` of this scope in
    /// its node, so it is taken out first and poked outside any access to the
    /// scope: `let probe = scope.unclaimedProbe; probe?.poke()`.
    var unclaimedProbe: ObservationProbe? { awaitingRegistration ? probe : nil }

    /// Ends the scope: no change reaches the node from it any more, once
    /// `unclaimedProbe` has been poked.
    mutating func cancel() {
        awaitingRegistration = false
        observation?.cancel()
        observation = nil
        generation += 1
    }
}
