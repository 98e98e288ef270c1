import ArgumentParser

/// `statekit-demo gradient-stress` (hidden, for `make bench`): what a change
/// to one card of a screen of cards on gradients costs.
struct GradientStressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gradient-stress",
        abstract: "Change one of twenty cards on gradients, on a headless screen; prints one JSON line.",
        discussion: """
            Each card is a view of its own, its title and value on a linear gradient (or, with \
            --plain, on one colour). Each change is its own frame. A change should write the \
            cells that changed and no others.
            """,
        shouldDisplay: false)

    @Option(help: ArgumentHelp("How many changes to make.", valueName: "N"))
    var updates: Int = 1000

    @Flag(help: "Cards on a plain colour instead of a gradient.")
    var plain = false

    func validate() throws {
        guard (1...10_000_000).contains(updates) else { throw ValidationError("--updates must be from 1 to 10000000.") }
    }

    func run() throws {
        let line = MainActor.assumeIsolated { () -> String in
            let result = GradientStressRun(updates: updates, gradient: !plain).run()
            return """
                {"updates":\(updates),"gradient":\(!plain),"evaluationsPerUpdate":\(result.evaluationsPerUpdate),\
                "cellsWrittenPerUpdate":\(result.cellsWrittenPerUpdate),"cellsChangedPerUpdate":\(result.cellsChangedPerUpdate)}
                """
        }
        print(line)
    }
}
