import StateKit

/// The step's second reader: its parent hands it a value derived from the step
/// (ten times it), so it shows what ten presses of `+` would add.
struct StepPreviewView: View {
    @ChildState<StepKey> var tenSteps

    var body: some View {
        VStack(alignment: .leading) {
            Text("Ten presses of + add \(tenSteps).")
            Text("(this pane receives the step × 10)").dim()
        }
    }
}
