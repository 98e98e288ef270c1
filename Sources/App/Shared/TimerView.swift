import StateKit

/// The Day 12 article's countdown: the time left is the view's own `@State`,
/// the event loop's timer drives it, and at 0 it sets its parent's `timerDone`.
/// It pauses while the terminal's window is in the background, as the
/// terminal's focus reports say (`scenePhase`).
struct TimerView: View {
    @State var timeRemaining = 3
    @Binding var timerDone: Bool
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(timeRemaining)").bold()
            Button("restart", key: "t") {
                timeRemaining = 3
                timerDone = false
            }
            if scenePhase != .active {
                Text("paused: the window is in the background").foregroundStyle(.secondary)
            }
        }
        .onTimer(every: .seconds(1), isActive: !timerDone && scenePhase == .active) {
            if timeRemaining > 0 {
                timeRemaining -= 1
            } else {
                timerDone = true
            }
        }
    }
}
