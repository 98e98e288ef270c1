import Foundation
import StateKit

/// A command-line tool's steps, each with its progress: what
/// `progress-stress` shows, inline or full screen.
@MainActor
@Observable
final class ProgressSteps {
    /// Each step's name and how far it has gone, from 0 to 1.
    var steps: [(name: String, progress: Double)] = [
        ("Resolve packages", 0), ("Build", 0), ("Test", 0), ("Package", 0),
    ]
    /// Set once every update is made.
    var isFinished = false

    /// Makes update `index` of `count`: the steps share them in turn, each
    /// going from 0 to 1.
    func update(_ index: Int, of count: Int) {
        let perStep = max(1, (count + steps.count - 1) / steps.count)
        let step = min(steps.count - 1, index / perStep)
        steps[step].progress = Double(index % perStep + 1) / Double(perStep)
    }
}

/// The steps, one row each: a mark, the name, a progress bar and the percentage.
struct ProgressStepList: View {
    let model: ProgressSteps

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(model.steps.indices, id: \.self) { index in
                let step = model.steps[index]
                HStack(spacing: 1) {
                    Text(step.progress >= 1 ? "✓" : step.progress > 0 ? "›" : " ")
                    Text(step.name)
                        .frame(width: 136, alignment: .leading)
                    ProgressView(value: step.progress)
                        .frame(width: 200)
                    Text("\(Int(step.progress * 100))%")
                        .foregroundStyle(.secondary)
                }
            }
            if model.isFinished {
                Text("all steps finished")
            }
        }
    }
}

/// Makes `updates` updates, `interval` apart: long enough for each to be a
/// frame of its own, drawn before the next.
@MainActor
func makeProgressUpdates(_ model: ProgressSteps, updates: Int, interval: Duration) async {
    for index in 0..<updates {
        try? await Task.sleep(for: interval)
        model.update(index, of: updates)
    }
    model.isFinished = true
}
