import ArgumentParser
import Foundation
import StateKit

/// Ships a pretend release from the command line: its steps' progress drawn
/// inline below the prompt while their log streams above it, then two
/// questions asked inline, a confirmation and a channel to publish to.
@main
struct Ship: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "example-ship",
        abstract: "Builds, tests and publishes a pretend release, its progress drawn inline below the prompt.",
        discussion: """
            Piped, or with --plain, each view prints its last frame once as plain text, \
            and the questions take the answers --yes and --channel give (or fail with status 2).
            """)

    @Flag(help: "Print each view's last frame as plain text instead of drawing it live.")
    var plain = false

    @Option(help: "Log lines each step prints.")
    var lines = 40

    @Option(help: "Milliseconds between two log lines.")
    var delay = 20

    @Flag(help: "Publish without asking.")
    var yes = false

    @Option(
        help: "The channel to publish to, without asking: \(Channel.allCases.map(\.rawValue).joined(separator: ", ")).")
    var channel: Channel?

    func run() async throws {
        await MainActor.run { Inline.plainText = plain }
        let release = await Release()
        let (lines, delay) = (lines, delay)
        try await Inline.show(StepList(release: release)) {
            try await release.run(linesPerStep: lines, delay: .milliseconds(delay))
        }
        do {
            var publish = yes
            if !publish { publish = try await Inline.confirm("Publish the release?") }
            guard publish else {
                print("Not published.")
                return
            }
            var chosen = channel
            if chosen == nil {
                chosen = try await Inline.ask(Channel.beta) { channel in
                    ChannelQuestion(channel: channel)
                }
            }
            print("Published to \(chosen?.rawValue ?? "nowhere").")
        } catch is CancellationError {
            // Esc at a question.
            print("Not published: cancelled.")
            throw ExitCode(1)
        } catch let error as InlineQuestionUnavailable {
            FileHandle.standardError.write(Data("example-ship: \(error) (use --yes and --channel)\n".utf8))
            throw ExitCode(error.exitStatus)
        }
    }
}
