@_spi(SwiftUI) import Observation

/// One Observation scope of a node that stays registered until it is replaced
/// or cancelled, telling the node of the first change to what was read in it.
/// A value kept inside its node, not an object of its own: an update touches
/// no more memory than the node and its probe.
///
/// Observation hands out a scope's registration only in a change callback.
/// Most scopes end because something they read changed, and that change's
/// callback hands the registration over, to be cancelled when the node is
/// evaluated again. A scope that must end without one (its node is evaluated
/// for new inputs, or destroyed) cannot be cancelled: its registration is left
/// to the first change of what it read. So a node whose scope was once left so
/// reads a probe in each scope from then on, and pokes it before the scope
/// ends: the poke's callback hands the registration back at once, the scope
/// can always be cancelled, and reads never pile up registrations, however
/// often a scope is made again. A node whose scopes all end by changes (a
/// field typed in, a pane whose model changes) never reads one: a probe read
/// is a registration more to make and to cancel at every evaluation.
///
/// A scope that reads nothing observable registers nothing. So a node starts
/// without a probe (unless nodes of its view's type left a scope behind), and
/// its scope's callback holds the graph's spare probe instead, unread:
/// Observation keeps the callback only when the scope read something, so the
/// spare is still uniquely referenced once the scope closes exactly when it
/// read nothing. A node whose scope read something takes the spare as its own
/// probe from then on, as the way its callbacks find it; whether a later scope
/// read something is told the same way, by the callbacks holding that probe.
/// Nodes that never read allocate no probe at all.
@MainActor
struct TrackingScope {
    /// What `install` needs of a scope `renew(lending:)` started.
    struct Renewal {
        let generation: Int
        let probe: ObservationProbe
        /// Whether the scope reads `probe`: it is the node's own.
        let readsProbe: Bool
    }

    // In this order, the scope packs into 44 bytes of its node.
    private var observation: ObservationTracking?
    private var generation = 0
    /// The node's own probe, which its scopes' callbacks hold, once a scope
    /// read something.
    private(set) var probe: ObservationProbe?
    /// The generation of the scope left to its first change.
    private var lingering: Int?
    /// Installed, reading the probe, and no callback has handed its
    /// registration over yet.
    private var awaitingRegistration = false
    /// Whether each scope reads the probe: one was left to its first change.
    private var readsProbe = false
    /// Installed without reading the probe, read something, and no callback
    /// has handed its registration over yet: ending it now leaves it behind.
    private(set) var wouldLinger = false

    /// A scope without a probe until one is needed.
    init() {}

    /// A scope that reads `probe`.
    init(probe: ObservationProbe) {
        self.probe = probe
        readsProbe = true
    }

    /// Whether this is still the scope `renew(lending:)` started at `generation`.
    func isCurrent(generation: Int) -> Bool {
        generation == self.generation
    }

    /// Cancels the scope and starts the next; `spare` serves a scope without
    /// a probe of its own (see `noteInstalled(claimed:)`). A scope that read
    /// something and was handed over by no change is left to its first one,
    /// and the scopes after it read the probe.
    mutating func renew(lending spare: @autoclosure () -> ObservationProbe) -> Renewal {
        if wouldLinger {
            // Left to its first change: the scopes after it read the probe.
            lingering = generation
            readsProbe = true
            wouldLinger = false
        }
        cancel()
        awaitingRegistration = readsProbe
        if let probe { return Renewal(generation: generation, probe: probe, readsProbe: readsProbe) }
        return Renewal(generation: generation, probe: spare(), readsProbe: false)
    }

    /// Runs `body` in the scope `renew(lending:)` started. Changes reach
    /// `node.scopeChanged(_:generation:slot:)` of the probe's node, with
    /// `slot`, where the node keeps this scope.
    /// `target` is the node, which reads of StateKit's own storages record
    /// (`ScopeReads`).
    static func install(_ body: () -> Void, renewed: Renewal, slot: Int, target: any InvalidationTarget) {
        let probe = renewed.probe
        let generation = renewed.generation
        let readsProbe = renewed.readsProbe
        let reader = ScopeReader(target: target, slot: slot, generation: generation)
        withObservationTracking {
            if readsProbe { probe.read() }
            ScopeReads.run(body, as: reader)
        } didSet: { [probe] tracking in
            ObservationThread.check(tracking)
            MainActor.assumeIsolated {
                guard let node = probe.node else {
                    // A scope made without the probe is left to its first
                    // change: that is when it ends, not a stale callback.
                    if readsProbe { probe.ledger.staleCallbacks += 1 }
                    return tracking.cancel()
                }
                node.scopeChanged(tracking, generation: generation, slot: slot)
            }
        }
    }

    /// After `install`, given the spare the graph lent if the scope kept it:
    /// notes whether a scope that does not read the probe read something (a
    /// callback holds the probe, or the spare, which becomes this node's
    /// probe). The `renewed` value must be gone by then: it holds the probe.
    mutating func noteInstalled(claimed: ObservationProbe?) {
        guard !readsProbe else { return }
        if probe == nil {
            guard let claimed else { return }
            probe = claimed
            wouldLinger = true
        } else {
            wouldLinger = !isKnownUniquelyReferenced(&probe)
        }
    }

    /// Takes a callback of the scope made at `generation`: keeps the handed
    /// over registration, or drops what a replaced scope reports. `true` when
    /// it is a change the node must answer.
    mutating func accept(_ tracking: ObservationTracking, generation: Int, ledger: ObservationLedger) -> Bool {
        let endsLingering = generation == lingering
        if endsLingering { lingering = nil }
        guard generation == self.generation else {
            // The scope read without the probe ends here, at its first change.
            if !endsLingering { ledger.staleCallbacks += 1 }
            tracking.cancel()
            return false
        }
        observation = tracking
        awaitingRegistration = false
        wouldLinger = false
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
        wouldLinger = false
        observation?.cancel()
        observation = nil
        generation += 1
    }

    /// The node is gone: a callback still registered (a scope left to its
    /// first change) must not reach it.
    func detach() {
        probe?.node = nil
    }
}
