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
///
/// A scope that reads nothing observable registers nothing, and needs no
/// probe. So a node starts without it (unless nodes of its view's type were
/// seen to read), and its scope captures a marker in its callback instead:
/// Observation keeps the callback only when the scope read something, so the
/// marker is still uniquely referenced once the scope closes exactly when it
/// read nothing. The first scope found to have read something switches the
/// node to the probe; its own registration, which nothing can hand over, is
/// left to the first change of what it read, which cancels it.
@MainActor
struct TrackingScope {
    /// What `install` needs of a scope `renew()` started.
    struct Renewal {
        let generation: Int
        let probe: ObservationProbe
        /// Set when the scope is made without the probe.
        let marker: ScopeMarker?
    }

    private var observation: ObservationTracking?
    private var generation = 0
    /// Installed, and no callback has handed its registration over yet.
    private var awaitingRegistration = false
    private let probe = ObservationProbe()
    /// Whether the scope reads the probe.
    private(set) var usesProbe: Bool
    /// Made only for a scope that starts without the probe: rows and nodes of
    /// types known to read never need one.
    private var marker: ScopeMarker?
    /// The generation of the scope that read something without the probe.
    private var lingering: Int?

    /// A scope with the probe (`usesProbe`), or without until it is needed.
    init(usesProbe: Bool = true) {
        self.usesProbe = usesProbe
        marker = usesProbe ? nil : ScopeMarker()
    }

    /// Cancels the scope and starts the next.
    mutating func renew() -> Renewal {
        cancel()
        awaitingRegistration = usesProbe
        return Renewal(generation: generation, probe: probe, marker: usesProbe ? nil : marker)
    }

    /// Runs `body` in the scope `renew()` started. Changes reach
    /// `node.scopeChanged(_:generation:slot:)`, with `slot`, where the node
    /// keeps this scope.
    static func install(_ body: () -> Void, renewed: Renewal, node: ViewNode, slot: Int) {
        let probe = renewed.probe
        let generation = renewed.generation
        let marker = renewed.marker
        withObservationTracking {
            if marker == nil { probe.read() }
            body()
        } didSet: { [weak node, weak graph = node.graph, marker] tracking in
            ObservationThread.check(tracking)
            MainActor.assumeIsolated {
                guard let node else {
                    // A scope made without the probe is left to its first
                    // change: that is when it ends, not a stale callback.
                    if marker == nil { graph?.staleObservationCallbacks += 1 }
                    return tracking.cancel()
                }
                node.scopeChanged(tracking, generation: generation, slot: slot)
            }
        }
    }

    /// After `install` of a scope made without the probe: `true` when it read
    /// something, and the scope now uses the probe.
    mutating func switchToProbeIfRead() -> Bool {
        guard !usesProbe, !isKnownUniquelyReferenced(&marker) else { return false }
        usesProbe = true
        lingering = generation
        marker = nil
        return true
    }

    /// Takes a callback of the scope made at `generation`: keeps the handed
    /// over registration, or drops what a replaced scope reports. `true` when
    /// it is a change the node must answer.
    mutating func accept(_ tracking: ObservationTracking, generation: Int, graph: ViewGraph) -> Bool {
        let endsLingering = generation == lingering
        if endsLingering { lingering = nil }
        guard generation == self.generation else {
            // The scope read without the probe ends here, at its first change.
            if !endsLingering { graph.staleObservationCallbacks += 1 }
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

/// Captured by the callback of a scope made without the probe (see
/// `TrackingScope`).
final class ScopeMarker: Sendable {}
