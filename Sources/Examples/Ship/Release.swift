import ArgumentParser
import Foundation
import StateKit

/// A release's steps and how far each has gone.
@MainActor
@Observable
final class Release {
    struct Step: Identifiable {
        let id: Int
        let name: String
        var progress = 0.0
    }

    var steps = ["Resolve packages", "Build", "Test", "Package"].enumerated().map { Step(id: $0, name: $1) }

    /// Runs each step in turn, printing its log as it goes.
    func run(linesPerStep: Int, delay: Duration) async throws {
        for index in steps.indices {
            for line in 1...max(1, linesPerStep) {
                try await Task.sleep(for: delay)
                print("\(steps[index].name.lowercased()): line \(line) of \(linesPerStep)")
                steps[index].progress = Double(line) / Double(max(1, linesPerStep))
            }
        }
    }
}

/// Where a release is published.
enum Channel: String, CaseIterable, Identifiable, ExpressibleByArgument {
    case stable, beta, nightly
    var id: Self { self }
}
