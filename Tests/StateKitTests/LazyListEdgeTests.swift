import Observation
import StateKit
import Testing

/// What a row reads besides its inputs.
@MainActor
@Observable
final class RowTicker {
    var ticks = 0
}

/// A row showing its input and a value it reads.
struct TickRow: View {
    let title: String
    let ticker: RowTicker
    var body: some View { Text("\(title) t\(ticker.ticks)") }
}

/// One action changes the rows' inputs and what each row node reads.
struct StaleRowList: View {
    @State private var title = "old"
    let ticker: RowTicker

    var body: some View {
        VStack(alignment: .leading) {
            Button("both") {
                title = "new"
                ticker.ticks += 1
            }
            .keyboardShortcut("b", modifiers: [])
            List(0..<3, id: \.self) { TickRow(title: "\(title)\($0)", ticker: ticker) }
        }
    }
}

/// A child whose fixed-width text changes, under a parent that keeps its layout.
struct FixedWidthChild: View {
    @State private var long = false
    var body: some View {
        Text(long ? "abcdef" : "ab").frame(width: 64).onKeyPress(.character("c")) { long.toggle() }
    }
}

/// A parent whose text changes at the same width, above the child.
struct SameWidthParent: View {
    @State private var n = 1
    var body: some View {
        VStack(alignment: .leading) {
            Text("n=\(n)").onKeyPress(.character("p")) { n += 1 }
            FixedWidthChild()
        }
    }
}

/// A list in a child that does not change, under the same kind of parent.
struct ListUnderParent: View {
    @State private var n = 1
    var body: some View {
        VStack(alignment: .leading) {
            Text("n=\(n)").onKeyPress(.character("p")) { n += 1 }
            List(0..<100, id: \.self) { Text("row \($0)") }
        }
    }
}

/// A hundred plain rows.
struct HundredRows: View {
    var body: some View {
        ScrollView { ForEach(0..<100, id: \.self) { Text("row \($0)") } }
    }
}

/// Rows of buttons in a List, and what was picked.
struct FruitPicker: View {
    @State private var picked = "none"
    var body: some View {
        VStack(alignment: .leading) {
            Text("picked \(picked)")
            List(0..<5, id: \.self) { number in
                Button("fruit \(number)") { picked = "\(number)" }
            }
        }
    }
}

/// A hundred rows in a List, which has a current row.
struct HundredListRows: View {
    var body: some View {
        List(0..<100, id: \.self) { Text("row \($0)") }
    }
}

/// An empty list that fills later.
struct EmptyThenFull: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("fill").onKeyPress(.character("f")) { count = 100 }
            ScrollView { ForEach(0..<count, id: \.self) { Text("row \($0)") } }
        }
    }
}

/// Rows that resolve to nothing, and an element that makes two views.
struct SparseRows: View {
    var body: some View {
        List {
            if false { Text("never") }
            Text("row a")
            ForEach(0..<4, id: \.self) { i in
                if i % 2 == 0 { Text("row \(i)") }
            }
            ForEach(10..<11, id: \.self) { i in
                Text("row \(i)")
                Text("sub \(i)")
            }
        }
    }
}

@MainActor
@Suite("Lazy lists: batches, jumps and sparse rows")
struct LazyListEdgeTests {
    private func shownRows(_ terminal: HeadlessTerminal) -> [String] {
        (0..<terminal.size.height).map { terminal.text($0) }.filter { $0.hasPrefix("row ") || $0.hasPrefix("sub ") }
    }

    @Test("a row given new inputs and dirty on its own in the same update shows the new inputs")
    func rowDirtyAndChanged() {
        let (app, terminal) = makeApp(StaleRowList(ticker: RowTicker()), size: Size(width: 30, height: 10))
        #expect(terminal.lines.contains { $0.contains("old0 t0") })
        app.press(.character("b"))
        #expect(terminal.lines.contains { $0.contains("new0 t1") })
        #expect(!terminal.lines.contains { $0.contains("old") })
        expectScreenIsComplete(app)
    }

    @Test("a child changed in an earlier pass of a batch is laid out though its parent keeps its layout")
    func childChangedEarlierInTheBatch() {
        let (app, terminal) = makeApp(SameWidthParent(), size: Size(width: 30, height: 6))
        // z is nobody's key: the batch evaluates what c changed before p.
        app.process([.key(.character("c")), .key(.character("z")), .key(.character("p"))])
        #expect(terminal.lines.contains { $0.contains("n=2") })
        #expect(terminal.lines.contains { $0.contains("abcdef") })
        expectScreenIsComplete(app)
    }

    @Test("a wheel notch and a change of the list's parent in one batch: the rows move")
    func scrollInTheSameBatch() {
        let (app, terminal) = makeApp(ListUnderParent(), size: Size(width: 30, height: 12))
        let before = shownRows(terminal)
        app.process([.key(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 3)))), .key(.character("p"))])
        #expect(terminal.lines.contains { $0.contains("n=2") })
        #expect(shownRows(terminal) != before)
        expectScreenIsComplete(app)
    }

    @Test("End then Up in one batch: one line above the end")
    func endThenUp() {
        let (app, terminal) = makeApp(HundredRows(), size: Size(width: 30, height: 10))
        app.press(.tab)
        app.process([.key(.end), .key(.up)])
        #expect(shownRows(terminal) == (89..<99).map { "row \($0)" })
    }

    @Test("End then Up in one batch on a List: the current row moves in turn, to the row above the last")
    func listEndThenUp() {
        let (app, terminal) = makeApp(HundredListRows(), size: Size(width: 30, height: 10))
        app.press(.tab)
        app.process([.key(.end), .key(.up)])
        let marked = (0..<10).filter { terminal.screen[0, $0].style.contains(.reverse) }
        #expect(marked.map { terminal.text($0) } == ["row 98"])
        #expect(terminal.text(9) == "row 99")
    }

    @Test("Down then Enter in one batch operates the row Down reached")
    func listDownThenEnter() {
        let (app, terminal) = makeApp(FruitPicker(), size: Size(width: 30, height: 10))
        app.press(.tab)
        app.process([.key(.down), .key(.enter)])
        #expect(terminal.text(0) == "picked 1")
    }

    @Test("scrolling an empty list leaves nothing for when it fills")
    func emptyListForgetsScrolls() {
        let (app, terminal) = makeApp(EmptyThenFull(), size: Size(width: 30, height: 10))
        app.press(.tab, .end)
        app.press(.character("f"))
        #expect(shownRows(terminal).first == "row 0")
    }

    @Test("a VStack in a ScrollView is centred, as in SwiftUI")
    func scrollViewCentres() {
        struct Centred: View {
            var body: some View { ScrollView { VStack { Text("hi") } } }
        }
        let (_, terminal) = makeApp(Centred(), size: Size(width: 30, height: 10))
        #expect(terminal.column(of: "hi", row: 0) == 14)
    }

    @Test("rows made of nothing take no line and no divider; two views of one element are two rows")
    func sparseRows() {
        let (_, terminal) = makeApp(SparseRows(), size: Size(width: 20, height: 12))
        let lines: [String] = Array(terminal.lines.prefix(9))
        // The rows a column in from either edge, and the lines between them
        // as wide as the rows, between two views of one element too.
        let divider = " " + String(repeating: "─", count: 18)
        let expected: [String] = [
            " row a", divider, " row 0", divider, " row 2", divider, " row 10", divider, " sub 10",
        ]
        .map { $0 + String(repeating: " ", count: 20 - $0.count) }
        #expect(lines == expected)
    }

    @Test("rows inserted at the top while the list is at its top show there")
    func insertAtTheTop() {
        let (app, terminal) = makeApp(GrowingList(), size: Size(width: 30, height: 12))
        app.press(.character("i"))
        #expect(terminal.text(2) == "row 1000")
        #expect(terminal.text(4) == "row 1")
    }
}
