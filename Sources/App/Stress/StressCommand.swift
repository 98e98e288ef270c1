import ArgumentParser

/// `statekit-demo stress`: how an update's cost grows with the number of panes.
struct StressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stress",
        abstract: "Measure updates on a headless screen of many small panes; prints one JSON line.",
        discussion: """
            N panes, each showing one slice of state, K panes per slice. Each update changes one \
            slice, picked at random with a fixed seed, and draws a frame. In sliced and observable \
            modes an update should evaluate K panes whatever N is; monolithic re-evaluates all N.
            """)

    @Option(help: ArgumentHelp("How many panes.", valueName: "N"))
    var panes: Int = 1000

    @Option(help: ArgumentHelp("How many panes show each slice.", valueName: "K"))
    var perSlice: Int = 1

    @Option(help: ArgumentHelp("How many updates to time.", valueName: "U"))
    var updates: Int = 1000

    @Option(help: "The state design: monolithic, sliced or observable.")
    var mode: DemoMode = .sliced

    @Option(help: "The seed that picks the slices.")
    var seed: UInt64 = 42

    func validate() throws {
        guard (1...1_000_000).contains(panes) else { throw ValidationError("--panes must be from 1 to 1000000.") }
        guard (1...panes).contains(perSlice) else { throw ValidationError("--per-slice must be from 1 to --panes.") }
        guard (1...10_000_000).contains(updates) else { throw ValidationError("--updates must be from 1 to 10000000.") }
    }

    func run() throws {
        let line = MainActor.assumeIsolated { () -> String in
            let result = StressRun(
                mode: mode, layout: StressLayout(panes: panes, perSlice: perSlice), updates: updates, seed: seed
            ).run()
            return """
                {"mode":"\(mode.rawValue)","panes":\(panes),"perSlice":\(perSlice),"updates":\(updates),\
                "rendersPerUpdate":\(result.rendersPerUpdate),"cellsWrittenPerUpdate":\(result.cellsWrittenPerUpdate),\
                "nsPerUpdate":{"median":\(result.medianNanoseconds),"p99":\(result.p99Nanoseconds)}}
                """
        }
        print(line)
    }
}
