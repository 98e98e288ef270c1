import StateKit
import TestSupport

/// A long headless run of the demo: many counter updates and tab switches, with
/// views leaving the tree and coming back all along (the login form on every
/// log-in, the whole tree on a change of design). Work comes in rounds that
/// each end in the same state, so the live nodes and subscriptions after any
/// round must equal those after the first; resident memory is measured after a
/// warm-up and at the end.
@MainActor
struct SoakRun {
    var mode: DemoMode = .sliced
    var updates = 1_000_000
    var tabSwitches = 100_000
    var seed: UInt64 = 1
    /// The share of rounds run before memory is measured the first time.
    var warmUpFraction = 0.1

    /// What a run measured.
    struct Result: Codable, Equatable {
        var rounds: Int
        var updates: Int
        var tabSwitches: Int
        var removals: Int
        var counter: Int
        var expectedCounter: Int
        var liveNodes: Int
        var liveNodesAfterFirstRound: Int
        var subscriptions: Int
        var subscriptionsAfterFirstRound: Int
        var staleObservationCallbacks: Int
        var residentBytesAfterWarmUp: Int
        var residentBytesAtEnd: Int
        var residentGrowthBytes: Int { residentBytesAtEnd - residentBytesAfterWarmUp }
    }

    /// Tab switches of one round: ten at random, then each tab once.
    nonisolated static let switchesPerRound = 13

    /// Round `round`'s part of `total`: the parts differ by one at most and add up to `total`.
    static func share(of total: Int, round: Int, rounds: Int) -> Int {
        total / rounds + (round < total % rounds ? 1 : 0)
    }

    func run() -> Result {
        let terminal = HeadlessTerminal(size: Size(width: 100, height: 30))
        let session = DemoSession(
            app: Application(terminal: terminal), mode: mode, storage: HistoryStorage(directory: nil),
            today: { "2026-11-21" })
        let app = session.app
        app.renderFrame()
        var random = SeededGenerator(seed: seed)
        let rounds = max(1, tabSwitches / Self.switchesPerRound)
        // Each tab once per round (3 switches), the rest at random.
        let randomSwitches = max(0, tabSwitches - 3 * rounds)
        let warmUp = max(1, Int(Double(rounds) * warmUpFraction))
        var result = Result(
            rounds: rounds, updates: 0, tabSwitches: 0, removals: 0, counter: 0, expectedCounter: 0, liveNodes: 0,
            liveNodesAfterFirstRound: 0, subscriptions: 0, subscriptionsAfterFirstRound: 0,
            staleObservationCallbacks: 0, residentBytesAfterWarmUp: 0, residentBytesAtEnd: 0)
        let tabKeys: [Key] = ["1", "2", "3", .tab, "s"]
        for round in 0..<rounds {
            if round == warmUp { result.residentBytesAfterWarmUp = ResidentMemory.bytes() ?? 0 }
            for _ in 0..<Self.share(of: updates, round: round, rounds: rounds) {
                let up = random.next() & 1 == 0
                app.process([.key(up ? "+" : "-")])
                result.expectedCounter += up ? 1 : -1
                result.updates += 1
            }
            for _ in 0..<Self.share(of: randomSwitches, round: round, rounds: rounds) {
                app.process([.key(tabKeys[Int(random.next() % UInt64(tabKeys.count))])])
                result.tabSwitches += 1
            }
            // Log in and out: the login form leaves the tree and comes back.
            app.process([.key("a")])
            app.process([.key("a")])
            result.removals += 1
            // Every tab once, ending on Home: each round ends in the same state.
            for key: Key in ["2", "3", "1"] { app.process([.key(key)]) }
            result.tabSwitches += 3
            if round % 100 == 99 {
                // Every design once, back to this one: the whole tree is replaced
                // three times, and the state starts afresh.
                for _ in DemoMode.allCases { app.process([.key("m")]) }
                result.removals += DemoMode.allCases.count
                result.expectedCounter = 0
            }
            if round == 0 {
                result.liveNodesAfterFirstRound = app.graph.liveNodeCount
                result.subscriptionsAfterFirstRound = app.graph.subscriptionCount
            }
        }
        result.residentBytesAtEnd = ResidentMemory.bytes() ?? 0
        result.counter = session.state.counter
        result.liveNodes = app.graph.liveNodeCount
        result.subscriptions = app.graph.subscriptionCount
        result.staleObservationCallbacks = app.graph.staleObservationCallbacks
        return result
    }
}
