import Observation
import Testing

@testable import StateKit

// A view drawn over a filled shape of a view around it is drawn again with
// what lies under it: its parent is laid out again in place of it. When the
// view grew, that parent's place grows too, and is made from further up.

@Observable
private final class DigitTally {
    var count = 9
}

private struct DigitText: View {
    let tally: DigitTally

    var body: some View {
        Text("\(tally.count)")
    }
}

private struct DigitRow: View {
    let tally: DigitTally

    var body: some View {
        HStack {
            DigitText(tally: tally).background(Rectangle().fill(Color.blue))
        }
    }
}

@MainActor
@Suite("A view drawn over a fill that grows")
struct GroundedGrowthTests {
    @Test("a count on a background that gains a digit is drawn whole, and what follows moves")
    func countGainsADigit() {
        let tally = DigitTally()
        let (app, terminal) = makeApp(
            VStack(alignment: .leading) {
                HStack(spacing: 0) {
                    DigitRow(tally: tally)
                    Text("|right")
                }
                Text("x")
            },
            size: Size(width: 30, height: 4))
        #expect(terminal.lines[0].hasPrefix("9|right"), "\(terminal.lines)")
        tally.count = 10
        app.renderFrame()
        #expect(terminal.lines[0].hasPrefix("10|right"), "\(terminal.lines)")
        expectScreenIsComplete(app)
    }
}
