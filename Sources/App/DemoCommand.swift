import ArgumentParser

/// `statekit-demo`: the demo by default, and the stress benchmark.
@main
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statekit-demo",
        abstract: "SwiftUI's state model in the terminal, with a render counter on every pane.",
        discussion: """
            Without a subcommand, runs the demo: `statekit-demo --mode monolithic`. \
            `statekit-demo run --help` lists its options and keys.
            """,
        subcommands: [RunCommand.self, StressCommand.self],
        defaultSubcommand: RunCommand.self)
}
