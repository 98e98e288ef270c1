import StateKit
import Testing

/// A numbered row with state of its own: `★` once pressed.
struct NumberRow: View {
    let number: Int
    @State private var starred = false

    var body: some View {
        Button(starred ? "★ row \(number)" : "row \(number)") { starred = true }
    }
}

/// A million rows, in a list or a plain scroll view.
struct MillionRows: View {
    let count: Int
    let divided: Bool

    var body: some View {
        if divided {
            List(0..<count, id: \.self) { NumberRow(number: $0) }
        } else {
            ScrollView { ForEach(0..<count, id: \.self) { NumberRow(number: $0) } }
        }
    }
}

/// A million rows in a lazy stack, a blank line between them.
struct LazyStackRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                ForEach(0..<1_000_000, id: \.self) { NumberRow(number: $0) }
            }
        }
    }
}

/// A row of an editable list.
struct ListItem: Identifiable, Equatable {
    let id: Int
}

/// A list whose owner inserts rows at the top on `i`, and makes one row
/// three lines tall on `t`.
struct GrowingList: View {
    @State private var items = (1...40).map(ListItem.init)
    @State private var nextID = 1000
    @State private var tallRow: Int?

    var body: some View {
        VStack(alignment: .leading) {
            Button("insert") {
                items.insert(ListItem(id: nextID), at: 0)
                nextID += 1
            }
            .keyboardShortcut("i", modifiers: [])
            Button("tall") { tallRow = 3 }.keyboardShortcut("t", modifiers: [])
            List(items) { item in
                if item.id == tallRow {
                    Text("tall \(item.id)\n  second line\n  third line")
                } else {
                    NumberRow(number: item.id)
                }
            }
        }
    }
}

@MainActor
@Suite("Lazy lists: one screen of rows, whatever the data")
struct LazyListTests {
    /// Rows of `NumberRow` alive now.
    private func liveRows(_ app: Application) -> Int {
        app.graph.renderCounts().filter { $0.name.hasPrefix("NumberRow") }.count
    }

    /// The numbers of the rows on screen, top first.
    private func shownNumbers(_ terminal: HeadlessTerminal) -> [Int] {
        (0..<terminal.size.height).compactMap { row in
            let text = terminal.text(row).filter { !"[]★".contains($0) }.trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("row ") ? Int(text.dropFirst(4)) : nil
        }
    }

    private func wheelDown(_ app: Application, times: Int = 1, row: Int = 1) {
        for _ in 0..<times { app.press(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: row)))) }
    }

    @Test("a million-row scroll view makes the rows on screen and no more, at open and after 10,000 rows")
    func millionRowsScrollView() {
        let (app, terminal) = makeApp(MillionRows(count: 1_000_000, divided: false), size: Size(width: 30, height: 10))
        #expect(shownNumbers(terminal) == Array(0..<10))
        #expect(liveRows(app) == 10)
        // The host, the root view, the scroll view's node and ten rows.
        #expect(app.graph.liveNodeCount == 13)
        // 3,334 notches of three lines: 10,002 rows down.
        let before = app.graph.totalEvaluations
        wheelDown(app, times: 3334)
        #expect(shownNumbers(terminal) == Array(10_002..<10_012))
        #expect(liveRows(app) == 10)
        #expect(app.graph.liveNodeCount == 13)
        // Every row that came into view was evaluated once, and nothing else.
        #expect(app.graph.totalEvaluations - before == 10_002)
        expectScreenIsComplete(app)
    }

    @Test("a notch of the wheel evaluates exactly the rows that came into view")
    func evaluationsPerNotch() {
        let (app, terminal) = makeApp(MillionRows(count: 1_000_000, divided: true), size: Size(width: 30, height: 11))
        // A row and its line below: six rows on eleven lines.
        #expect(shownNumbers(terminal) == Array(0..<6))
        #expect(liveRows(app) == 6)
        for _ in 0..<20 {
            let shown = Set(shownNumbers(terminal))
            let before = app.graph.totalEvaluations
            wheelDown(app)
            let arrived = Set(shownNumbers(terminal)).subtracting(shown)
            #expect(!arrived.isEmpty)
            #expect(app.graph.totalEvaluations - before == arrived.count)
            #expect(liveRows(app) == shownNumbers(terminal).count)
        }
        expectScreenIsComplete(app)
    }

    @Test("End goes to the last of a million rows, Home back to the first, making only the rows shown")
    func homeAndEnd() {
        let (app, terminal) = makeApp(MillionRows(count: 1_000_000, divided: false), size: Size(width: 30, height: 10))
        app.press(.tab, .end)
        #expect(shownNumbers(terminal) == Array(999_990..<1_000_000))
        #expect(liveRows(app) == 10)
        app.press(.down)
        #expect(shownNumbers(terminal) == Array(999_990..<1_000_000), "nothing scrolls past the last row")
        app.press(.home)
        #expect(shownNumbers(terminal) == Array(0..<10))
        app.press(.pageDown)
        #expect(shownNumbers(terminal) == Array(9..<19))
        #expect(liveRows(app) == 10)
    }

    @Test("a row's @State stays with the row when rows are inserted above it, and the rows in view stay put")
    func stateFollowsRow() throws {
        let (app, terminal) = makeApp(GrowingList(), size: Size(width: 30, height: 12))
        // Star row 4, on screen: press it with the mouse.
        let row4 = try #require((0..<12).first { terminal.text($0) == "row 4" })
        app.press(
            .mouse(MouseEvent(.press(button: 0), at: Point(x: 1, y: row4))),
            .mouse(MouseEvent(.release, at: Point(x: 1, y: row4))))
        #expect(terminal.text(row4) == "★ row 4")
        // Scroll so that row 3 is at the top, then insert rows above it.
        wheelDown(app, row: 5)
        let top = shownNumbers(terminal)
        #expect(top.first == 3)
        app.press(.character("i"), .character("i"))
        #expect(shownNumbers(terminal) == top, "rows inserted above keep the visible rows in place")
        #expect(terminal.lines.contains { $0.contains("★ row 4") })
        #expect(!terminal.lines.contains { $0.contains("★ row 3") || $0.contains("★ row 5") })
        // Back to the top: the new rows are there, and plain.
        app.press(.tab, .tab, .tab, .home)
        #expect(shownNumbers(terminal).prefix(3) == [1001, 1000, 1])
        expectScreenIsComplete(app)
    }

    @Test("rows may differ in height")
    func rowsOfManyHeights() throws {
        let (app, terminal) = makeApp(GrowingList(), size: Size(width: 30, height: 12))
        app.press(.character("t"))
        let tall = try #require(terminal.row(startingWith: "tall 3"))
        #expect(terminal.text(tall + 1) == "second line")
        #expect(terminal.text(tall + 2) == "third line")
        #expect(terminal.text(tall + 3).hasPrefix("───"))
        #expect(terminal.text(tall + 4) == "row 4")
        // The focused list's current row: two rows down, the tall row, marked
        // on all its lines and no other.
        app.press(.tab, .tab, .tab, .down, .down)
        let marked = (0..<12).filter { terminal.screen[0, $0].style.contains(.reverse) }
        #expect(marked == [tall, tall + 1, tall + 2])
        // Past the bottom, the current row scrolls in and rests on the bottom edge.
        app.press(.down, .down)
        #expect(terminal.text(11) == "row 5")
        #expect((0..<12).filter { terminal.screen[0, $0].style.contains(.reverse) } == [11])
        expectScreenIsComplete(app)
    }

    @Test("a LazyVStack in a ScrollView makes only its rows on screen, spaced and centred")
    func lazyStack() {
        let (app, terminal) = makeApp(LazyStackRows(), size: Size(width: 30, height: 10))
        #expect(shownNumbers(terminal) == [0, 1, 2, 3, 4])
        #expect(terminal.text(1).isEmpty)
        #expect(terminal.column(of: " row 0 ", row: 0) == (30 - 7) / 2)
        #expect(liveRows(app) == 5)
        let before = app.graph.totalEvaluations
        wheelDown(app, times: 2)
        #expect(shownNumbers(terminal) == [3, 4, 5, 6, 7])
        #expect(app.graph.totalEvaluations - before == 3)
        #expect(liveRows(app) == 5)
        expectScreenIsComplete(app)
    }
}
