@_spi(SwiftUI) import Observation

/// One Observation scope of a node that stays registered until it is replaced
/// or cancelled, telling the node of the first change to what was read in it.
/// A value kept inside its node, not an object of its own: an update touches
/// no more memory than the node and its probe.
///
/// Observation hands out a scope's registration only in a change callback, so
/// a probe is read inside the scope and poked right after it is installed: the
/// poke hands the registration back at once, and the scope can always be
/// cancelled. Reads then never pile up registrations, however often a scope
/// is made again.
@MainActor
struct TrackingScope {
    private var observation: ObservationTracking?
    private var generation = 0
    private let probe = ObservationProbe()

    /// Cancels the scope and starts the next: returns its generation and the
    /// probe to install it with.
    mutating func renew() -> (generation: Int, probe: ObservationProbe) {
        cancel()
        return (generation, probe)
    }

    /// Runs `body` in the scope `renew()` started. Changes reach
    /// `node.scopeChanged(_:generation:slot:)`, with `slot`, where the node
    /// keeps this scope; the first of them, the probe's, comes before this
    /// returns. Not a mutating method: that callback reaches the scope in its
    /// node while this runs.
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
        probe.poke()
    }

    /// Takes a callback of the scope made at `generation`: keeps the handed
    /// back registration, or drops what a replaced scope reports. `true` when
    /// it is a change the node must answer.
    mutating func accept(_ tracking: ObservationTracking, generation: Int, graph: ViewGraph) -> Bool {
        guard generation == self.generation else {
            graph.staleObservationCallbacks += 1
            tracking.cancel()
            return false
        }
        if tracking.changed == ObservationProbe.keyPath {
            observation = tracking
            return false
        }
        return true
    }

    /// Ends the scope: no change reaches the node from it any more.
    mutating func cancel() {
        observation?.cancel()
        observation = nil
        generation += 1
    }
}
