import StateKit
import StateKitTesting
import Testing

// .fixedSize, .layoutPriority and .aspectRatio: what a view is offered, read
// from what is drawn.

/// Two texts side by side in twenty columns, the second one first in line
/// for the room when `favoured`.
struct TwoLabels: View {
    let favoured: Bool

    var body: some View {
        HStack(spacing: 0) {
            Text("left side text")
            Text("right side text").layoutPriority(favoured ? 1 : 0)
        }
    }
}

/// A counter whose label's priority follows its state: a change of priority
/// alone lays the row out again.
struct PriorityToggle: View {
    @State private var favoured = false

    var body: some View {
        VStack(spacing: 0) {
            TwoLabels(favoured: favoured)
            Button("Swap") { favoured.toggle() }
        }
    }
}

/// A label that asks for the room itself: its priority is in its own body,
/// and follows its model.
struct EagerLabel: View {
    let model: Eagerness

    var body: some View {
        Text("right side text").layoutPriority(model.priority)
    }
}

@MainActor
@Observable
final class Eagerness {
    var priority: Double = 1
}

@MainActor
@Suite("Sizing: fixedSize, layoutPriority, aspectRatio")
struct SizingTests {
    /// The columns of `host`'s cells drawn on `color`, per row, where there are any.
    private func painted(_ host: HeadlessHost, _ color: Color) -> [String] {
        host.styleRuns.filter { $0.background == color }.map { "\($0.row): \($0.columns)" }
    }

    @Test("a stack offers its room to the higher layout priority first")
    func layoutPriority() {
        let even = HeadlessHost(TwoLabels(favoured: false), width: 20, height: 3)
        #expect(even.lines == ["left sideright side ", "text     text       ", String(repeating: " ", count: 20)])
        let favoured = HeadlessHost(TwoLabels(favoured: true), width: 20, height: 3)
        #expect(favoured.lines == ["left                ", "sideright side text ", "text                "])
    }

    @Test("a stack sets the lower priorities' least lengths aside before the higher ones take the rest")
    func lowerPrioritiesKeepTheirLeast() {
        let host = HeadlessHost(
            HStack(spacing: 0) {
                Text("fixed").frame(minWidth: 48)
                Text("a rather long label indeed").layoutPriority(1)
            }, width: 20, height: 3)
        // The 48 points (six columns) of the first kept for it; the label's two lines take the rest.
        #expect(host.lines == ["      a rather long ", "fixed label indeed  ", String(repeating: " ", count: 20)])
    }

    @Test("a change of layout priority alone lays the stack out again")
    func priorityChange() throws {
        let host = HeadlessHost(PriorityToggle(), width: 20, height: 4)
        #expect(host.lines[0] == "left sideright side ")
        try host.click(on: "Swap")
        #expect(host.lines[0] == "left                ")
        #expect(host.lines[1] == "sideright side text ")
    }

    @Test(
        "a view's layout priority is its body's, unless given where the view is used; a change of it in the body alone lays the stack out again"
    )
    func priorityInsideABody() {
        let model = Eagerness()
        let host = HeadlessHost(
            HStack(spacing: 0) {
                Text("left side text")
                EagerLabel(model: model)
            }, width: 20, height: 3)
        #expect(host.lines == ["left                ", "sideright side text ", "text                "])
        model.priority = 0
        host.advanceClock(by: .zero)
        #expect(host.lines == ["left sideright side ", "text     text       ", String(repeating: " ", count: 20)])
        #expect(host.renders(of: EagerLabel.self) == 2, "the label alone was evaluated again")
        let given = HeadlessHost(
            HStack(spacing: 0) {
                Text("left side text").layoutPriority(1)
                EagerLabel(model: Eagerness()).layoutPriority(0)
            }, width: 20, height: 3)
        #expect(given.lines == ["              right ", "left side textside  ", "              text  "])
    }

    @Test("fixedSize() keeps a text on one line however narrow the room, centred and cut at the edges")
    func fixedSizeBothAxes() {
        let wrapped = HeadlessHost(
            VStack(spacing: 0) {
                Text("alpha beta gamma")
                Text("below")
            }, width: 10, height: 3)
        #expect(wrapped.lines == ["alpha beta", "gamma     ", "  below   "])
        let fixed = HeadlessHost(
            VStack(spacing: 0) {
                Text("alpha beta gamma").fixedSize()
                Text("below")
            }, width: 10, height: 3)
        #expect(fixed.lines == ["ha beta ga", "  below   ", "          "])
    }

    @Test("fixedSize(horizontal: false, vertical: true) takes the ideal height and leaves the width to the room")
    func fixedSizeVertical() {
        func host(fixed: Bool) -> HeadlessHost {
            HeadlessHost(
                VStack(spacing: 0) {
                    Color.blue.frame(idealHeight: 48).fixedSize(horizontal: false, vertical: fixed)
                    Text("x")
                }, width: 10, height: 10)
        }
        #expect(
            painted(host(fixed: false), .blue) == (0..<9).map { "\($0): 0...9" }, "a colour takes all it is offered")
        #expect(painted(host(fixed: true), .blue) == (0..<3).map { "\($0): 0...9" }, "its ideal 48 points: 3 rows")
    }

    @Test("aspectRatio(1, .fit) is the largest square (two columns a row) inside the room, centred")
    func aspectFit() {
        let host = HeadlessHost(
            VStack(spacing: 0) {
                Color.blue.aspectRatio(1, contentMode: .fit)
            }, width: 40, height: 10)
        #expect(painted(host, .blue) == (0..<10).map { "\($0): 10...29" })
    }

    @Test("aspectRatio(.fill) covers the room and is cut to it; a CGSize gives the ratio too")
    func aspectFill() {
        let host = HeadlessHost(
            VStack(spacing: 0) {
                Color.blue.aspectRatio(CGSize(width: 1, height: 1), contentMode: .fill).frame(width: 80, height: 32)
                Text("x")
            }, width: 40, height: 10)
        #expect(painted(host, .blue) == ["0: 15...24", "1: 15...24"])
    }

    @Test("aspectRatio without a ratio takes the content's ideal one: an image's placeholder keeps its shape")
    func aspectOfTheContent() {
        let placeholder = Color.gray.frame(idealWidth: 80, idealHeight: 16)
        let host = HeadlessHost(
            VStack(spacing: 0) {
                placeholder.scaledToFit().frame(width: 160, height: 64)
            }, width: 30, height: 8)
        // 10 columns by 1 row, scaled to fit 20 by 4: 20 by 2, centred.
        #expect(painted(host, .gray) == ["1: 5...24", "2: 5...24"])
    }
}
