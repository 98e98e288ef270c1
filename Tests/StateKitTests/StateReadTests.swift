import StateKit
import Testing

/// Reads `count` only while `shows` is on.
struct SometimesReads: View {
    @State private var shows = true
    @State private var count = 0

    var body: some View {
        Text(shows ? "count \(count)" : "hidden")
            .onKeyPress("h") { shows.toggle() }
            .onKeyPress("+") { count += 1 }
    }
}

/// Counts its own evaluations in `@State`, as a body should not: the write
/// lands in the scope that read it, while that scope runs.
struct CountsItsEvaluations: View {
    @State private var evaluations = 0
    @State private var label = "a"

    var body: some View {
        let _ = note()
        Text("\(label) \(evaluations)")
            .onKeyPress("l") { label += "a" }
            .onKeyPress("z") { evaluations = 100 }
    }

    private func note() {
        evaluations += 1
    }
}

/// Rows in a lazy scroll view, each reading the parent's `marked`.
struct MarkedRows: View {
    @State private var marked = 3

    var body: some View {
        ScrollView {
            ForEach(0..<5_000, id: \.self) { number in
                Button(number == marked ? "> row \(number)" : "row \(number)") { marked = number }
            }
        }
        .onKeyPress("m") { marked += 1 }
    }
}

@MainActor
@Suite("@State tracked by reads, without Observation")
struct StateReadTests {
    @Test("a scope that read a @State, replaced by one that does not, is not evaluated for its change")
    func replacedScopesAreStale() {
        let (app, terminal) = makeApp(SometimesReads())
        app.press("+")
        #expect(app.renders["SometimesReads"] == 2)
        #expect(terminal.text(0) == "count 1")
        app.press("h")
        #expect(terminal.text(0) == "hidden")
        app.press("+", "+")
        #expect(app.renders["SometimesReads"] == 3, "the body that shows no count does not depend on it")
        app.press("h")
        #expect(terminal.text(0) == "count 3")
        app.press("+")
        #expect(app.renders["SometimesReads"] == 5)
        #expect(terminal.text(0) == "count 4")
    }

    @Test("a body writing the @State it read is not evaluated again for its own write, and later writes reach it")
    func writesDuringTheBody() {
        let (app, terminal) = makeApp(CountsItsEvaluations())
        #expect(app.renders["CountsItsEvaluations"] == 1)
        app.press("l")
        #expect(app.renders["CountsItsEvaluations"] == 2)
        #expect(terminal.text(0) == "aa 2")
        app.press("z")
        #expect(app.renders["CountsItsEvaluations"] == 3, "a write from an action re-evaluates the reader")
        #expect(terminal.text(0) == "aa 101")
        // That evaluation wrote 101 in the scope then running: no evaluation
        // follows by itself.
        app.renderFrame()
        #expect(app.renders["CountsItsEvaluations"] == 3)
    }

    @Test("rows scrolled past leave no readers behind: the count stays with the rows on screen")
    func readersOfRowsScrolledPast() throws {
        let (app, terminal) = makeApp(MarkedRows(), size: Size(width: 30, height: 10))
        #expect(terminal.text(3) == "> row 3")
        app.press(.tab)
        for _ in 0..<300 { app.press(.pageDown) }
        let shown = try #require(Int(terminal.text(0).split(separator: " ").last ?? ""))
        #expect(shown > 2_000)
        let readers = try #require(app.graph.stateReaderCount(ofType: MarkedRows.self, "marked"))
        #expect(readers <= 2 * 10 + 16, "\(readers) readers kept after 300 pages")
        let before = app.graph.totalEvaluations
        app.press("m")
        // The change re-makes the rows on screen, not one per row scrolled past.
        #expect(app.graph.totalEvaluations - before <= 12)
        app.press(.home)
        #expect(terminal.text(4) == "> row 4")
        #expect(terminal.text(3) == "row 3")
    }

    @Test("a @State read only in an action makes no dependency")
    func readsInActions() {
        let (app, _) = makeApp(SometimesReads())
        app.press("h")
        let renders = app.renders["SometimesReads"]
        // The action reads `count` to add one; no body reads it.
        for _ in 0..<5 { app.press("+") }
        #expect(app.renders["SometimesReads"] == renders)
        #expect(app.graph.stateReaderCount(ofType: SometimesReads.self, "count") == 0)
    }
}
