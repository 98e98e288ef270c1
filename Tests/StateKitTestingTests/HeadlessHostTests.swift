import StateKit
import StateKitTesting
import Testing

// The rest of HeadlessHost's input and reading, as a user's tests would use
// them: time, resizing, the wheel over a text, the evaluations, and a snapshot
// of a host after some input.

/// Counts down once a second from a timer publisher, as SwiftUI code does.
struct CountdownView: View {
    @State private var remaining = 3
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text(remaining > 0 ? "\(remaining) left" : "done")
            .onReceive(timer) { _ in
                if remaining > 0 { remaining -= 1 }
            }
    }
}

/// A line as wide as the screen: its right end shows where the screen ends.
struct EdgesView: View {
    var body: some View {
        HStack {
            Text("left")
            Spacer()
            Text("right")
        }
    }
}

/// Forty rows in a list: more than a small screen shows.
struct RowsView: View {
    var body: some View {
        List(0..<40, id: \.self) { index in
            Text("row \(index)")
        }
    }
}

@MainActor
@Suite("HeadlessHost: time, size, the wheel and evaluations")
struct HeadlessHostTests {
    @Test("the clock stands still until the test moves it; a timer fires as its time comes, missed firings skipped")
    func clock() {
        let host = HeadlessHost(CountdownView(), width: 20, height: 3)
        #expect(host.text.contains("3 left"))
        host.advanceClock(by: .milliseconds(999))
        #expect(host.text.contains("3 left"))
        host.advanceClock(by: .milliseconds(1))
        #expect(host.text.contains("2 left"))
        // Two seconds at once fire a repeating timer once, as Foundation's
        // Timer skips the firings it missed.
        host.advanceClock(by: .seconds(2))
        #expect(host.text.contains("1 left"))
        host.advanceClock(by: .seconds(1))
        #expect(host.text.contains("done"))
        #expect(host.renders(of: CountdownView.self) == 4)
        #expect(host.evaluations == 4)
    }

    @Test("a resize lays the views out again at the new width, evaluating no body")
    func resize() {
        let host = HeadlessHost(EdgesView(), width: 20, height: 2)
        #expect(host.lines[0] == "left" + String(repeating: " ", count: 11) + "right")
        host.resize(width: 30, height: 2)
        #expect(host.size == (30, 2))
        #expect(host.lines[0] == "left" + String(repeating: " ", count: 21) + "right")
        #expect(host.evaluations == 1)
    }

    @Test("the wheel over a text scrolls what is under it, three lines a notch")
    func wheel() throws {
        let host = HeadlessHost(RowsView(), width: 20, height: 6)
        #expect(host.lines[0].hasPrefix(" row 0"))
        try host.scroll(by: 2, on: "row 1")
        #expect(host.lines[0].hasPrefix(" row 3"))
        try host.scroll(by: -1, on: "row 3")
        #expect(!host.text.contains("row 0"), "one notch up, from six lines down, does not reach the top")
        #expect(throws: HeadlessHost.NotOnScreen.self) { try host.scroll(by: 1, on: "row 39") }
    }

    @Test("a host after some input is recorded as it stands")
    func snapshotAfterInput() {
        let host = HeadlessHost(CountdownView(), width: 20, height: 3)
        host.advanceClock(by: .seconds(1))
        assertSnapshot(of: host, as: .terminal)
    }
}
