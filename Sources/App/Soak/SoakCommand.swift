import ArgumentParser
import Foundation

/// `statekit-demo soak` (hidden, for `make soak`): a long headless run that
/// fails when memory grows after warm-up or views that left the screen stay alive.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Run many headless updates and tab switches; fail on growth. Prints one JSON line.",
        shouldDisplay: false)

    @Option(help: "Counter updates (+ and -), each its own frame.")
    var updates: Int = 1_000_000

    @Option(help: "Tab switches, each its own frame.")
    var tabSwitches: Int = 100_000

    @Option(help: "The state design to run.")
    var mode: DemoMode = .sliced

    @Option(help: "The seed of the key stream; a failure replays with the same seed.")
    var seed: UInt64 = 1

    @Option(help: "The largest growth of resident memory after warm-up that passes, in KiB.")
    var maxGrowthKib: Int = 1024

    func validate() throws {
        guard updates >= 1, tabSwitches >= SoakRun.switchesPerRound else {
            throw ValidationError(
                "--updates must be at least 1 and --tab-switches at least \(SoakRun.switchesPerRound).")
        }
    }

    func run() throws {
        let result = MainActor.assumeIsolated {
            SoakRun(mode: mode, updates: updates, tabSwitches: tabSwitches, seed: seed).run()
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let line = Line(result: result, residentGrowthBytes: result.residentGrowthBytes, seed: seed)
        print(String(decoding: try encoder.encode(line), as: UTF8.self))
        var failures: [String] = []
        if result.residentGrowthBytes >= maxGrowthKib * 1024 {
            failures.append("resident memory grew by \(result.residentGrowthBytes) bytes after warm-up")
        }
        if result.liveNodes != result.liveNodesAfterFirstRound {
            failures.append("\(result.liveNodes) live nodes, \(result.liveNodesAfterFirstRound) after the first round")
        }
        if result.subscriptions != result.subscriptionsAfterFirstRound {
            failures.append(
                "\(result.subscriptions) subscriptions, \(result.subscriptionsAfterFirstRound) after the first round")
        }
        if result.counter != result.expectedCounter {
            failures.append("counter \(result.counter), expected \(result.expectedCounter)")
        }
        if result.staleObservationCallbacks != 0 {
            failures.append("\(result.staleObservationCallbacks) observation callbacks reached dead scopes")
        }
        for failure in failures { FileHandle.standardError.write(Data("soak: \(failure) (seed \(seed))\n".utf8)) }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}

/// The JSON line `soak` prints: the run's figures, the growth, and the seed to replay it.
private struct Line: Encodable {
    let result: SoakRun.Result
    let residentGrowthBytes: Int
    let seed: UInt64

    private enum CodingKeys: String, CodingKey { case residentGrowthBytes, seed }

    func encode(to encoder: any Encoder) throws {
        try result.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(residentGrowthBytes, forKey: .residentGrowthBytes)
        try container.encode(seed, forKey: .seed)
    }
}
