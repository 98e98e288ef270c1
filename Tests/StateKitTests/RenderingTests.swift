import StateKit
import Testing

struct Greeting: View {
    let name: String
    var body: some View {
        VStack(alignment: .leading) {
            Text("Hello, \(name)!")
            Text("end")
        }
    }
}

struct CountingPane: View {
    @EnvironmentObject var counter: Counter
    var body: some View { Text("Count: \(counter.value)") }
}

struct QuietPane: View {
    var body: some View { Text("nothing changes here") }
}

@MainActor
final class Flag: ObservableObject {
    @Published var shown = true
}

/// Shows a button only while the flag is set.
struct MaybeButton: View {
    @EnvironmentObject var flag: Flag
    @EnvironmentObject var counter: Counter
    var body: some View {
        if flag.shown {
            Button("bump", key: "b") { counter.value += 1 }
        } else {
            Text("no button")
        }
    }
}

@Suite("Rendering")
@MainActor
struct RenderingTests {
    @Test("a frame writes exactly the cells that changed")
    func writesOnlyChangedCells() {
        let counter = Counter()
        let (app, terminal) = makeApp(
            HStack(alignment: .top) {
                CountingPane().pane()
                QuietPane().pane()
            }.environmentObject(counter), size: Size(width: 70, height: 6))
        for value in [1, 2, 9, 10, 11, 99, 100] {
            let before = terminal.screen
            counter.value = value
            app.renderFrame()
            let after = terminal.screen
            var changed: Set<Point> = []
            for y in 0..<after.size.height {
                for x in 0..<after.size.width where before[x, y] != after[x, y] && !after[x, y].isContinuation {
                    changed.insert(Point(x: x, y: y))
                }
            }
            #expect(Set(terminal.lastFrameWrites) == changed)
            #expect(terminal.lastFrameWrites.count == changed.count)
            #expect(!changed.isEmpty)
        }
        #expect(app.renders == ["CountingPane": 8, "QuietPane": 1])
    }

    @Test("the diff covers only the rects of re-rendered nodes")
    func diffCoversDirtyRectsOnly() {
        let counter = Counter()
        let (app, _) = makeApp(
            HStack(alignment: .top) {
                CountingPane().pane()
                QuietPane().pane()
            }.environmentObject(counter), size: Size(width: 70, height: 6))
        counter.value = 1
        app.renderFrame()
        #expect(app.renderer.lastFrameRects.count == 1)
        let rect = try! #require(app.renderer.lastFrameRects.first)
        #expect(rect.size.width < 70)
        #expect(rect.origin == .zero)
    }

    @Test(
        "CJK and emoji inside a pane keep its border aligned",
        arguments: [
            "山田太郎", "Zoë 山田", "🎉 party 🎉", "mixed 中文 and 😀 emoji",
        ])
    func wideTextKeepsBorderAligned(name: String) {
        let (_, terminal) = makeApp(Greeting(name: name).pane(), size: Size(width: 40, height: 5))
        let screen = terminal.screen
        let lines = terminal.lines
        #expect(lines[0].hasPrefix("┌ Greeting · renders 1 "))
        #expect(lines[1].contains(name))
        for row in 0..<5 {
            let edge = screen[39, row]
            #expect(edge.width == 1, "row \(row) right edge is a whole cell")
            #expect(["┐", "│", "┘"].contains(edge.character), "row \(row) ends in a border: \(lines[row])")
            #expect(lines[row].terminalWidth == 40, "row \(row) is 40 columns: \(lines[row])")
        }
    }

    @Test("wide text too long for its pane wraps, or is cut, before the border, never across it")
    func wideTextIsClippedBeforeTheBorder() {
        let (_, wrapped) = makeApp(Greeting(name: "山田山田山田山田山田山田").pane(), size: Size(width: 20, height: 6))
        #expect(wrapped.lines[1].hasPrefix("│ Hello,"))
        #expect(wrapped.lines[2].hasPrefix("│ 山田山田山田山田 "), "a word no line holds is broken at the border")
        #expect(wrapped.lines.allSatisfy { $0.terminalWidth == 20 })
        let (_, cut) = makeApp(
            Greeting(name: "山田山田山田山田山田山田").lineLimit(1).pane(), size: Size(width: 20, height: 5))
        #expect(cut.lines[1].hasSuffix("… │"))
        #expect(cut.lines.allSatisfy { $0.terminalWidth == 20 })
    }

    @Test("a shortcut works only while its button is on screen")
    func shortcutsFollowTheScreen() {
        let flag = Flag()
        let counter = Counter()
        let (app, _) = makeApp(MaybeButton().environmentObject(flag).environmentObject(counter))
        app.press("b")
        #expect(counter.value == 1)
        flag.shown = false
        app.renderFrame()
        app.press("b")
        #expect(counter.value == 1)
    }

    @Test("a node that grows gets a new layout from its parent")
    func growingNodeIsLaidOutAgain() {
        let counter = Counter()
        let (app, terminal) = makeApp(
            HStack(alignment: .top, spacing: 0) {
                CountingPane()
                Text("|right")
            }.environmentObject(counter), size: Size(width: 40, height: 2))
        #expect(terminal.lines[0].hasPrefix("Count: 0|right"))
        counter.value = 12345
        app.renderFrame()
        #expect(terminal.lines[0].hasPrefix("Count: 12345|right"))
    }

    @Test("a resize lays everything out again without evaluating any body")
    func resizeEvaluatesNothing() {
        let (app, terminal) = makeApp(Greeting(name: "you").pane(), size: Size(width: 30, height: 5))
        app.process([.resize(Size(width: 20, height: 4))])
        #expect(app.renders == ["Greeting": 1])
        #expect(terminal.lines.count == 4)
        #expect(terminal.lines[0].terminalWidth == 20)
        #expect(terminal.lines[3].hasPrefix("└"))
    }
}

/// A line that fills its row, inside a border: `Count: N`, `+` adds one.
struct FilledLine: View {
    @EnvironmentObject var counter: Counter
    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Text("Count: \(counter.value)")
            Spacer()
        }
        .onKeyPress("+") { counter.value += 1 }
    }
}

@Suite("Repaint scope")
@MainActor
struct RepaintScopeTests {
    @Test("a node inside a border repaints its own rect only, until its size changes")
    func borderedNodeRepaintsItsRect() {
        let counter = Counter()
        let (app, terminal) = makeApp(
            VStack(alignment: .leading) {
                Text("header")
                FilledLine().border()
                Text("static").border()
            }.environmentObject(counter), size: Size(width: 40, height: 8))
        let line = try! #require(app.graph.rects(of: "FilledLine").first)
        for _ in 1...9 {
            app.press("+")
            #expect(app.renderer.lastFrameRects == [line])
            #expect(terminal.lastFrameWrites.count == 1)
        }
        app.press("+")
        #expect(terminal.lines[2].hasPrefix("│ Count: 10 "))
        expectScreenIsComplete(app)
    }
}
