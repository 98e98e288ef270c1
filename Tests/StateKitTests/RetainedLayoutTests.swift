import StateKit
import Testing

/// A body that reads its count but shows only its parity: adding two changes
/// the state and not what is drawn.
struct Parity: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text(count % 2 == 0 ? "even" : "odd")
            Button("add two") { count += 2 }.keyboardShortcut("t", modifiers: [])
            Button("add one") { count += 1 }.keyboardShortcut("o", modifiers: [])
        }
        .padding(.horizontal, 8).padding(.vertical, 16)
    }
}

@MainActor
@Suite("The retained layout: a body evaluated again keeps what did not change")
struct RetainedLayoutTests {
    @Test("a re-evaluation of an unchanged body lays nothing out and writes nothing")
    func unchangedBody() {
        let (app, terminal) = makeApp(Parity())
        let screen = terminal.lines
        let (placed, measured) = (app.graph.placements, app.graph.measurements)
        app.press(.character("t"))
        #expect(app.renders["Parity"] == 2)
        #expect(app.graph.placements == placed)
        #expect(app.graph.measurements == measured)
        #expect(app.renderer.lastFrameCellCount == 0)
        #expect(terminal.lines == screen)
        // A new text is laid out again: "odd" is narrower than "even", so the
        // node's ideal size changed and it is placed again from the root, the
        // host and the node, two placements.
        app.press(.character("o"))
        #expect(app.renders["Parity"] == 3)
        #expect(app.graph.placements == placed + 2)
        #expect(terminal.lines.contains { $0.contains("odd") })
        // And the focus, drawn without an evaluation, still finds its button.
        app.press(.tab, .enter)
        #expect(terminal.lines.contains { $0.contains("odd") })
        #expect(app.renders["Parity"] == 4)
        expectScreenIsComplete(app)
    }
}

/// A field's text, one object a row: typing in one row writes it alone.
@Observable
final class FieldEntry {
    var text = ""
}

/// A long form whose fields' values stand in a column after the longest
/// label, each row bound to its own entry.
struct AlignedFields: View {
    let entries = (0..<200).map { _ in FieldEntry() }

    var body: some View {
        Form {
            Section {
                ForEach(entries.indices, id: \.self) { index in
                    AlignedFieldRow(title: index == 0 ? "A" : "Field \(index)", entry: entries[index])
                }
            }
        }
    }
}

struct AlignedFieldRow: View {
    let title: String
    @Bindable var entry: FieldEntry

    var body: some View {
        TextField(title, text: $entry.text)
    }
}

@MainActor
@Suite("A form's column of values, kept by a field made again")
struct AlignedFieldLayoutTests {
    @Test("a key typed in a field of a long form places the field alone; its value stays in the section's column")
    func typingKeepsTheColumn() {
        let (app, terminal) = makeApp(AlignedFields(), size: Size(width: 40, height: 10))
        #expect(terminal.lines[0].hasPrefix("  A         "))
        app.press(.tab)
        let placed = app.graph.placements
        app.press(.character("x"))
        #expect(terminal.lines[0].hasPrefix("  A         x"))
        #expect(app.renders["AlignedFields"] == 1)
        #expect(app.graph.placements - placed <= 2, "the field's node and its content, not the form's 200 rows")
    }
}

/// A field as wide as its text, then a bar after it.
struct FieldAsWideAsItsText: View {
    @State private var name = ""

    var body: some View {
        HStack(spacing: 0) {
            TextField("Name", text: $name).fixedSize()
            Text("|")
        }
    }
}

@MainActor
@Suite("A field made again by a key takes the frame of the one before while it measures alike")
struct FieldLayoutAdoptionTests {
    @Test("keys typed within a field's dozen columns lay nothing out; the thirteenth widens it")
    func shortTextKeepsTheFrame() throws {
        let (app, terminal) = makeApp(FieldAsWideAsItsText(), size: Size(width: 40, height: 1))
        let bar = try #require(terminal.lines[0].firstIndex(of: "|"))
        app.press(.tab)
        let placed = app.graph.placements
        for character in "abcdefghijk" { app.press(.character(character)) }
        #expect(terminal.lines[0].contains("Name abcdefghijk"))
        #expect(app.graph.placements == placed, "eleven characters fit the dozen columns a field asks for")
        #expect(terminal.lines[0].firstIndex(of: "|") == bar)
        for character in "lmn" { app.press(.character(character)) }
        #expect(terminal.lines[0].contains("Name abcdefghijklmn"))
        #expect(app.graph.placements > placed)
        let widened = try #require(terminal.lines[0].firstIndex(of: "|"))
        #expect(terminal.lines[0].distance(from: bar, to: widened) == 3)
        expectScreenIsComplete(app)
    }
}
