import StateKit

/// The count, the one thing that changes.
final class CounterModel: ObservableObject {
    @Published var count = 0
}

/// `Count: N`; `+` adds one.
struct CounterLine: View {
    @EnvironmentObject var model: CounterModel

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Text("Count: \(model.count)")
            Spacer()
        }
        .onKeyPress("+") { model.count += 1 }
    }
}

/// The screen the C baseline draws too: a header, the count in a box, and a box
/// of text that never changes filling the rest.
struct CounterScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("StateKit counter · + increments, q quits")
            CounterLine().border()
            VStack(alignment: .leading) {
                Text("This pane never changes.")
                Text("Only the count above is drawn again, one cell at a time.")
                Text("Compare its bytes and CPU with the hand-written C program.")
                Spacer()
                HStack(alignment: .top) { Spacer() }
            }
            .border()
        }
    }
}
