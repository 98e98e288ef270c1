import Observation
import Testing

@testable import StateKit

// A row of a form that is a view of its own is laid out alone when what its
// section asked of it holds: a field's ideal width follows its text, and no
// form asks it. What a section reads of a row besides its size, the label its
// values line up after, lays the section out again.

@Observable
private final class RowEntry {
    var text = ""
    var longLabel = false
}

private struct EntryRow: View {
    let index: Int
    @Bindable var entry: RowEntry

    var body: some View {
        TextField(entry.longLabel ? "A much longer label" : "A", text: $entry.text)
    }
}

private struct EntryForm: View {
    let entries: [RowEntry]

    var body: some View {
        Form {
            Section("Fields") {
                ForEach(entries.indices, id: \.self) { index in
                    EntryRow(index: index, entry: entries[index])
                }
            }
        }
    }
}

@MainActor
@Suite("A form's row laid out alone")
struct FormRowLayoutTests {
    @Test("a key typed in a long value places the row alone, in a form of any length")
    func longValueTypedAlone() {
        for rows in [5, 100] {
            let entries = (0..<rows).map { _ in RowEntry() }
            let (app, terminal) = makeApp(EntryForm(entries: entries), size: Size(width: 60, height: 12))
            app.press(.tab)
            for _ in 0..<20 { app.press(.character("x")) }
            let placed = app.graph.placements
            for _ in 0..<10 { app.press(.character("y")) }
            // The row's node and its content's NodeElement: the same at 5 and
            // 100 rows. Laid out from the root, it was every row's.
            #expect(app.graph.placements - placed == 10, "\(rows) rows")
            #expect(entries[0].text == String(repeating: "x", count: 20) + String(repeating: "y", count: 10))
            #expect(terminal.lines.contains { $0.contains("xyyyyyyyyyy") }, "\(terminal.lines)")
            expectScreenIsComplete(app)
        }
    }

    @Test("a label that grows in a row of its own lines every row's value up after it")
    func growingLabelLinesUpTheSection() {
        let entries = [RowEntry(), RowEntry()]
        entries[0].text = "one"
        entries[1].text = "two"
        let (app, terminal) = makeApp(EntryForm(entries: entries), size: Size(width: 60, height: 12))
        func column(of value: String) -> Int? {
            for line in terminal.lines {
                if let range = line.range(of: value) {
                    return line.distance(from: line.startIndex, to: range.lowerBound)
                }
            }
            return nil
        }
        let before = (column(of: "one"), column(of: "two"))
        #expect(before.0 != nil && before.0 == before.1)
        entries[0].longLabel = true
        app.renderFrame()
        let after = (column(of: "one"), column(of: "two"))
        #expect(after.0 == after.1, "\(terminal.lines)")
        #expect((after.0 ?? 0) > (before.0 ?? 0))
        expectScreenIsComplete(app)
        entries[0].longLabel = false
        app.renderFrame()
        #expect(column(of: "one") == before.0 && column(of: "two") == before.1, "\(terminal.lines)")
        expectScreenIsComplete(app)
    }
}
