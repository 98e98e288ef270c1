import ArgumentParser

/// `statekit-demo`: the demo by default, and the stress benchmark.
@main
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statekit-demo",
        abstract: "SwiftUI's state model in the terminal, with a render counter on every pane.",
        discussion: """
            Without a subcommand it runs the demo, with the options of `statekit-demo run --help`: \
            statekit-demo [--mode monolithic|sliced|observable] [--headless] [--size COLSxROWS] \
            [--keys SCRIPT] [--keys-file PATH] [--report PATH] [--state-dir PATH]
            """ + "\n\n" + RunCommand.guide,
        subcommands: [
            RunCommand.self, StressCommand.self, SoakCommand.self, FormStressCommand.self, GradientStressCommand.self,
            ProgressStressCommand.self,
        ],
        defaultSubcommand: RunCommand.self)
}
