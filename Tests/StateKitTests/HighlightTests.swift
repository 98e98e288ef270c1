import Testing

@testable import StateKit

@MainActor
final class Tally: ObservableObject {
    @Published var count = 0
}

struct TallyPane: View {
    @EnvironmentObject var tally: Tally
    var body: some View {
        Text("tally \(tally.count)").onKeyPress("+") { tally.count += 1 }
    }
}

struct StillPane: View {
    var body: some View { Text("quiet") }
}

struct TwoPanes: View {
    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            TallyPane().pane()
            StillPane().pane()
        }
    }
}

@Suite("Highlighted updates")
@MainActor
struct HighlightTests {
    /// Whether the top-left corner of the pane whose title begins at `column` is highlighted.
    func isHighlighted(_ terminal: HeadlessTerminal, column: Int) -> Bool {
        let corner = terminal.screen[column, 0]
        return corner.style.contains(.bold) && corner.colors == Highlight.colors
    }

    @Test("the frame of each view evaluated by an update is highlighted, and returns to normal a second later")
    func highlightComesAndGoes() {
        let (app, terminal) = makeApp(TwoPanes().environmentObject(Tally()), size: Size(width: 60, height: 5))
        app.highlightsUpdates = true
        let quiet = terminal.column(of: "┌ StillPane", row: 0)!
        app.press("+")
        #expect(isHighlighted(terminal, column: 0))
        #expect(!isHighlighted(terminal, column: quiet))
        #expect(terminal.screen[1, 1].colors == .default, "inside the border, the text keeps its look")
        #expect(app.highlightedViews == ["TallyPane"])
        #expect(app.nextTimerDeadline == .seconds(1))
        let written = terminal.totalCellsWritten
        app.process([.tick(.milliseconds(999))])
        #expect(isHighlighted(terminal, column: 0))
        #expect(terminal.totalCellsWritten == written, "nothing drawn before the time is up")
        app.process([.tick(.milliseconds(1))])
        #expect(!isHighlighted(terminal, column: 0))
        #expect(app.renders["TallyPane"] == 2, "ending the highlight evaluates nothing")
        #expect(app.nextTimerDeadline == nil, "and leaves no timer: an idle app stays idle")
        #expect(terminal.lastFrameWrites.count == 2 * 60 / 2 + 2 * 3, "only the border's cells are written again")
        expectScreenIsComplete(app)
    }

    @Test("with highlighting off, an update writes only the cells that changed")
    func offByDefault() {
        let (app, terminal) = makeApp(TwoPanes().environmentObject(Tally()), size: Size(width: 60, height: 5))
        app.press("+")
        #expect(!isHighlighted(terminal, column: 0))
        #expect(app.renderer.lastFrameCellCount == 2, "the count and the pane's render count")
        #expect(app.nextTimerDeadline == nil)
    }
}

@Suite("The inspector")
@MainActor
struct InspectorTests {
    @Test("F12 opens a panel of the live views with counts and reasons; it evaluates nothing and takes no focus")
    func panel() {
        let (app, terminal) = makeApp(TwoPanes().environmentObject(Tally()), size: Size(width: 120, height: 8))
        let renders = app.renders
        app.press(.function(12))
        #expect(app.renders == renders, "opening it evaluates no view")
        #expect(app.highlightsUpdates, "updates are highlighted while it is open")
        let panel = terminal.column(of: "│ Inspector · F12 closes", row: 0)
        #expect(panel == 80, "a third of the screen, on the right")
        #expect(terminal.text(1).hasSuffix("│ TwoPanes · renders 1"))
        #expect(terminal.text(3).hasSuffix("│  TallyPane · renders 1"))
        #expect(terminal.text(4).hasSuffix("│    @self, @identity, _tally changed"))
        app.press("+")
        #expect(terminal.text(3).hasSuffix("│  TallyPane · renders 2"))
        #expect(terminal.text(4).hasSuffix("│    _tally changed"))
        #expect(terminal.text(5).hasSuffix("│  StillPane · renders 1"))
        #expect(app.graph.focusedElement() == nil)
        app.press(.function(12))
        #expect(terminal.column(of: "Inspector", row: 0) == nil)
        #expect(!app.highlightsUpdates, "closing it puts highlighting back as it was")
        expectScreenIsComplete(app)
    }

    @Test("F12 reaches the decoder as a function key")
    func decoding() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        decoder.decode(Array("\u{1B}[24~\u{1B}[15~\u{1B}[21~".utf8), into: &keys)
        #expect(keys == [.function(12), .function(5), .function(10)])
    }
}
