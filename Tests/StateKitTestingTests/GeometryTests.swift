import StateKit
import StateKitTesting
import Testing

// GeometryReader and ViewThatFits: views built from the room they are given.

/// A title above a reader that shows its room's size and place in points.
struct RoomReport: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Title")
            GeometryReader { proxy in
                let frame = proxy.frame(in: .global)
                VStack(alignment: .leading, spacing: 0) {
                    Text("size \(Int(proxy.size.width))x\(Int(proxy.size.height))")
                    Text("at \(Int(frame.minX)),\(Int(frame.minY))")
                    Text("local \(Int(proxy.frame(in: .local).minY))")
                }
            }
        }
    }
}

/// Buttons in a row when they fit, in a column when they do not.
struct AdaptiveButtons: View {
    @State private var presses = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("presses \(presses)")
            ViewThatFits(in: .horizontal) {
                HStack {
                    Button("Accept all") { presses += 1 }
                    Button("Decline") { presses += 10 }
                }
                VStack(alignment: .leading, spacing: 0) {
                    Button("Accept") { presses += 1 }
                    Button("No") { presses += 10 }
                }
            }
        }
    }
}

/// A rating adjusted by the arrows in the wide layout of a tab's page.
struct RatedGame: View {
    @State private var rating = 2

    var body: some View {
        TabView {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("Score")
                    Spacer()
                    Text("Rating: \(rating)")
                        .accessibilityAdjustableAction { direction in rating += direction == .increment ? 1 : -1 }
                }
                Text("Rated \(rating)")
            }
            .tabItem { Text("Game") }
            Text("Other").tabItem { Text("Other") }
        }
    }
}

/// A count said at length or briefly, each way a view of its own that reads
/// the count itself.
@MainActor
@Observable
final class CountSaid {
    var count = 0
}

struct LongCount: View {
    let said: CountSaid
    var body: some View { Text("counted \(said.count) so far, and on") }
}

struct ShortCount: View {
    let said: CountSaid
    var body: some View { Text("#\(said.count)") }
}

struct EitherCount: View {
    let said: CountSaid

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ViewThatFits(in: .horizontal) {
                LongCount(said: said)
                ShortCount(said: said)
            }
            Text("below")
        }
    }
}

@MainActor
@Suite("Geometry: GeometryReader and ViewThatFits")
struct GeometryTests {
    @Test("GeometryReader's content reads its room's size and place in points, from its top leading corner")
    func readsItsRoom() {
        let host = HeadlessHost(RoomReport(), width: 30, height: 6)
        #expect(host.lines[0] == "            Title             ")
        // Five rows of 30 columns below the title's row: 240 by 80 points, 16 points down.
        #expect(host.lines[1] == "size 240x80                   ")
        #expect(host.lines[2] == "at 0,16                       ")
        #expect(host.lines[3] == "local 0                       ")
    }

    @Test(
        "a choice of ViewThatFits not shown draws nothing when its view is evaluated again, and is shown again when it fits"
    )
    func unchosenViewDrawsNothing() {
        let said = CountSaid()
        let host = HeadlessHost(EitherCount(said: said), width: 40, height: 3)
        #expect(host.lines[0].hasPrefix("counted 0 so far, and on "))
        host.resize(width: 15, height: 3)
        #expect(host.lines[0] == "#0             ")
        said.count = 1
        host.advanceClock(by: .zero)
        #expect(host.renders(of: LongCount.self) == 2, "the long way is kept, and evaluated with the count")
        #expect(host.lines == ["#1             ", "below          ", String(repeating: " ", count: 15)])
        host.resize(width: 40, height: 3)
        #expect(host.lines[0].hasPrefix("counted 1 so far, and on "))
        #expect(host.lines == HeadlessHost(EitherCount(said: said), width: 40, height: 3).lines)
    }

    @Test("a resize builds the reader's content again for its new room, and nothing else")
    func followsResizes() {
        let host = HeadlessHost(RoomReport(), width: 30, height: 6)
        let before = host.renders(of: RoomReport.self)
        host.resize(width: 20, height: 4)
        #expect(host.lines[1] == "size 160x48         ")
        #expect(host.renders(of: RoomReport.self) == before, "the view around the reader is not evaluated")
    }

    @Test("ViewThatFits shows the first view that fits across, and another after a resize")
    func firstThatFits() throws {
        let host = HeadlessHost(AdaptiveButtons(), width: 40, height: 4)
        #expect(host.lines[1].hasPrefix(" Accept all   Decline "))
        #expect(!host.text.contains(" No "), "only the view chosen is drawn")
        try host.click(on: "Decline")
        #expect(host.lines[0].hasPrefix("presses 10"))
        host.resize(width: 20, height: 4)
        #expect(host.lines[1].hasPrefix(" Accept "))
        #expect(host.lines[2].hasPrefix(" No "))
        try host.click(on: "Accept")
        #expect(host.lines[0].hasPrefix("presses 11"), "the state outside is kept")
    }

    @Test("the focus stays on a control of the view shown when the state around it changes")
    func focusKeptAcrossEvaluations() {
        let host = HeadlessHost(AdaptiveButtons(), width: 40, height: 4)
        host.press(.tab)
        host.press(.return)
        #expect(host.lines[0].hasPrefix("presses 1"), "Tab reached Accept all")
        host.press(.tab)
        host.press(.return)
        #expect(host.lines[0].hasPrefix("presses 11"), "the focus was kept, and Tab went on to Decline")
    }

    @Test("inside a tab's page too, whose elements are made anew: each arrow adjusts, the focus kept")
    func focusKeptInATabPage() {
        let host = HeadlessHost(RatedGame(), width: 40, height: 4)
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.lines[2].hasSuffix("Rating: 4"))
    }

    @Test("ViewThatFits takes the focus into the view shown only")
    func focusInTheChosenView() {
        let host = HeadlessHost(AdaptiveButtons(), width: 20, height: 4)
        host.press(.tab)
        host.press(.return)
        #expect(host.lines[0].hasPrefix("presses 1"), "Tab reaches Accept, in the column shown")
        host.press(.tab)
        host.press(.return)
        #expect(host.lines[0].hasPrefix("presses 11"), "then No")
    }
}
