@_spi(SwiftUI) import Observation

/// One Observation scope that stays registered until it is replaced or
/// cancelled, telling its node of the first change to what was read in it.
///
/// Observation hands out a scope's registration only in a change callback, so
/// a probe is read inside the scope and poked right after it is installed: the
/// poke hands the registration back at once, and the scope can always be
/// cancelled. Reads then never pile up registrations, however often a scope
/// is made again.
@MainActor
final class TrackingScope {
    private var observation: ObservationTracking?
    private var generation = 0
    private let probe = ObservationProbe()
    private unowned let node: ViewNode

    init(node: ViewNode) {
        self.node = node
    }

    /// Runs `body` in a new scope, cancelling the previous one.
    func track(_ body: () -> Void) {
        cancel()
        let generation = self.generation
        let probe = self.probe
        withObservationTracking {
            probe.read()
            body()
        } didSet: { [weak self, weak graph = node.graph] tracking in
            ObservationThread.check(tracking)
            MainActor.assumeIsolated {
                guard let self, generation == self.generation, self.node.isAlive else {
                    graph?.staleObservationCallbacks += 1
                    return tracking.cancel()
                }
                if tracking.changed == ObservationProbe.keyPath {
                    self.observation = tracking
                } else {
                    self.node.trackedValueChanged(tracking)
                }
            }
        }
        probe.poke()
    }

    /// Ends the scope: no change reaches the node from it any more.
    func cancel() {
        observation?.cancel()
        observation = nil
        generation += 1
    }
}
