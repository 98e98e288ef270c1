import StateKit

/// The Day 12 article's countdown: the time left is the view's own `@State`,
/// the event loop's timer drives it, and at 0 it sets its parent's `timerDone`.
struct TimerView: View {
    @State var timeRemaining = 3
    @Binding var timerDone: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(timeRemaining)").bold()
            Button("restart", key: "t") {
                timeRemaining = 3
                timerDone = false
            }
        }
        .onTimer(every: .seconds(1), isActive: !timerDone) {
            if timeRemaining > 0 {
                timeRemaining -= 1
            } else {
                timerDone = true
            }
        }
    }
}
