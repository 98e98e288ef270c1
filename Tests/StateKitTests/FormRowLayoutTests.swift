import Observation
import Testing

@testable import StateKit

// A row of a form that is a view of its own is laid out alone when it answers
// what the layouts around it asked as before: a field's ideal width follows
// its text, and no form asks it. What a section reads of a row besides its
// size, the label its values line up after, lays the section out again; a
// node made below one laid out alone is asked only what that placing asks,
// so its ideal size still decides.

@Observable
private final class RowEntry {
    var text = ""
    var longLabel = false
}

private struct EntryRow: View {
    let label: String
    @Bindable var entry: RowEntry

    var body: some View {
        TextField(entry.longLabel ? "A much longer label" : label, text: $entry.text)
    }
}

private struct EntryForm: View {
    let labels: [String]
    let entries: [RowEntry]

    var body: some View {
        Form {
            Section("Fields") {
                ForEach(entries.indices, id: \.self) { index in
                    EntryRow(label: labels[index], entry: entries[index])
                }
            }
        }
    }
}

@Observable
private final class EditorModel {
    var token = 0
    var text = ""
}

private struct NameRow: View {
    @Bindable var model: EditorModel

    var body: some View {
        TextField("Name", text: $model.text)
    }
}

/// A scroll view whose field is made anew when the token changes, sized to
/// its content's ideal width by `fixedSize()` above it.
private struct Editor: View {
    let model: EditorModel

    var body: some View {
        ScrollView { NameRow(model: model).id(model.token) }
    }
}

@Observable
private final class ItemName: Identifiable {
    let id: Int
    var name: String

    init(id: Int) {
        self.id = id
        name = "item \(id)"
    }
}

private struct ItemRow: View {
    @Bindable var item: ItemName

    var body: some View {
        TextField("", text: $item.name)
    }
}

/// A lazy list sized to its rows' ideal width, beside a detail.
private struct ItemColumn: View {
    let items: [ItemName]

    var body: some View {
        HStack(alignment: .top) {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(items) { ItemRow(item: $0) }
                }
            }
            .fixedSize(horizontal: true, vertical: false)
            Text("detail")
        }
    }
}

/// The column a value starts at, on the screen.
@MainActor
private func column(of value: String, in terminal: HeadlessTerminal) -> Int? {
    for line in terminal.lines {
        if let range = line.range(of: value) { return line.distance(from: line.startIndex, to: range.lowerBound) }
    }
    return nil
}

@MainActor
@Suite("A form's row laid out alone")
struct FormRowLayoutTests {
    @Test("a key typed in a long value places the row alone, in a form of any length, its value in the column")
    func longValueTypedAlone() {
        for rows in [5, 100] {
            let entries = (0..<rows).map { _ in RowEntry() }
            let labels = ["A"] + (1..<rows).map { "Label \($0)" }
            entries[1].text = "second"
            let (app, terminal) = makeApp(
                EntryForm(labels: labels, entries: entries), size: Size(width: 60, height: 12))
            let column = column(of: "second", in: terminal)
            app.press(.tab)
            for _ in 0..<20 { app.press(.character("x")) }
            let placed = app.graph.placements
            for _ in 0..<10 { app.press(.character("y")) }
            // One placement per key, the field's node: the same at 5 rows and
            // 100. Laid out from the root, it was every row's.
            #expect(app.graph.placements - placed == 10, "\(rows) rows")
            #expect(entries[0].text == String(repeating: "x", count: 20) + String(repeating: "y", count: 10))
            #expect(StateKitTests.column(of: "xxxx", in: terminal) == column, "\(terminal.lines)")
            // Two evaluations before one frame: a key no view handles between
            // two letters evaluates the row in the middle of the batch.
            app.process([.key(.character("z")), .key(.function(7)), .key(.character("z"))])
            #expect(entries[0].text.hasSuffix("yzz"))
            #expect(StateKitTests.column(of: "xxxx", in: terminal) == column, "\(terminal.lines)")
            expectScreenIsComplete(app)
        }
    }

    @Test("a label that grows in a row of its own lines every row's value up after it")
    func growingLabelLinesUpTheSection() {
        let entries = [RowEntry(), RowEntry()]
        entries[0].text = "one"
        entries[1].text = "two"
        let (app, terminal) = makeApp(
            EntryForm(labels: ["A", "A"], entries: entries), size: Size(width: 60, height: 12))
        let before = (column(of: "one", in: terminal), column(of: "two", in: terminal))
        #expect(before.0 != nil && before.0 == before.1)
        entries[0].longLabel = true
        app.renderFrame()
        let after = (column(of: "one", in: terminal), column(of: "two", in: terminal))
        #expect(after.0 == after.1, "\(terminal.lines)")
        #expect((after.0 ?? 0) > (before.0 ?? 0))
        expectScreenIsComplete(app)
        entries[0].longLabel = false
        app.renderFrame()
        #expect(column(of: "one", in: terminal) == before.0 && column(of: "two", in: terminal) == before.1)
        expectScreenIsComplete(app)
    }

    @Test("a lazy list's row made as the list is placed widens the list as its text grows")
    func lazyRowMadeWhilePlacing() {
        let items = (0..<50).map { ItemName(id: $0) }
        let (app, terminal) = makeApp(ItemColumn(items: items), size: Size(width: 60, height: 8))
        // Taller: the rows the list did not hold are made as it is placed.
        app.process([.resize(Size(width: 60, height: 16))])
        for _ in 0..<20 {
            items[12].name += "w"
            app.renderFrame()
        }
        #expect(
            terminal.lines.contains { $0.contains("item 12" + String(repeating: "w", count: 20)) }, "\(terminal.lines)")
        expectScreenIsComplete(app)
    }

    @Test("a field made below a view laid out alone widens what hugs it as its text grows")
    func newFieldUnderFixedSize() {
        let model = EditorModel()
        let (app, terminal) = makeApp(
            VStack(alignment: .leading) {
                Editor(model: model).fixedSize()
                Text("status")
            },
            size: Size(width: 60, height: 8))
        model.token = 1
        app.renderFrame()
        for _ in 0..<30 {
            model.text += "w"
            app.renderFrame()
        }
        #expect(terminal.lines.contains { $0.contains(String(repeating: "w", count: 30)) }, "\(terminal.lines)")
        expectScreenIsComplete(app)
    }
}
