import StateKit
import StateKitTesting
import Testing

// Selecting in a text field or a text editor, and copying to the terminal's
// clipboard (OSC 52): Shift with a move selects, Alt-A selects everything,
// Alt-C copies, Alt-X cuts, and typing replaces the selection.

private struct NoteForm: View {
    @State private var title = "Groceries for Sunday"
    @State private var notes = "eggs\nflour\nmilk"
    @State private var pin = "1234"

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $title)
            SecureField("PIN", text: $pin)
            TextEditor(text: $notes)
            Text("title [\(title)] pin \(pin.count)")
            Text("body [\(notes.replacingOccurrences(of: "\n", with: "/"))]")
        }
    }
}

private struct ShortcutForm: View {
    @State private var typed = ""
    @State private var count = 0

    var body: some View {
        VStack {
            TextField("Find", text: $typed)
            Text("typed [\(typed)] shortcut \(count)")
            Button("Add") { count += 1 }
                .keyboardShortcut("a", modifiers: .option)
        }
    }
}

@MainActor
@Suite("Selecting text and copying it to the terminal's clipboard")
struct TextSelectionTests {
    @Test("Shift-Left selects, Alt-C copies the selection and leaves the text")
    func copy() {
        let host = HeadlessHost(NoteForm(), width: 40, height: 8)
        host.press(.tab)
        for _ in 0..<6 { host.press(.leftArrow, modifiers: .shift) }
        host.press("c", modifiers: .option)
        #expect(host.clipboard == "Sunday")
        #expect(host.text.contains("title [Groceries for Sunday]"))
    }

    @Test("the selection shows in reverse video while the field has the focus")
    func shown() {
        let host = HeadlessHost(NoteForm(), width: 40, height: 8)
        host.press(.tab)
        host.press(.leftArrow, modifiers: [.shift, .option])
        let reversed = host.styleRuns.filter(\.isReversed).map(\.text).joined()
        #expect(reversed == "Sunday", "Shift-Alt-Left selects the word before the cursor")
    }

    @Test("Alt-X cuts; typing replaces a selection; Alt-A selects the whole text")
    func cutAndReplace() {
        let host = HeadlessHost(NoteForm(), width: 40, height: 8)
        host.press(.tab)
        host.press(.home, modifiers: .shift)
        host.press("x", modifiers: .option)
        #expect(host.clipboard == "Groceries for Sunday")
        #expect(host.text.contains("title []"))
        host.type("Bread list")
        host.press("a", modifiers: .option)
        host.type("Shop")
        #expect(host.text.contains("title [Shop]"))
    }

    @Test("a drag across the value selects what it passes over")
    func drag() throws {
        let host = HeadlessHost(NoteForm(), width: 40, height: 8)
        let line = host.lines[0]
        let word = try #require(line.range(of: "Sunday"))
        let start = line.distance(from: line.startIndex, to: word.lowerBound)
        host.drag(column: start, row: 0, toColumn: start + 6, toRow: 0)
        host.press("c", modifiers: .option)
        #expect(host.clipboard == "Sunday")
        host.drag(column: start + 2, row: 0, toColumn: 0, toRow: 0)
        host.press("c", modifiers: .option)
        #expect(host.clipboard == "Groceries for Su", "backwards, and past the field's left edge")
    }

    @Test("a drag in a text editor selects across its rows")
    func dragInEditor() throws {
        let host = HeadlessHost(NoteForm(), width: 40, height: 8)
        let row = try #require(host.lines.firstIndex { $0.contains("flour") && !$0.contains("body") })
        let line = host.lines[row]
        let start = line.distance(from: line.startIndex, to: try #require(line.range(of: "flour")).lowerBound)
        host.drag(column: start, row: row, toColumn: start + 2, toRow: row + 1)
        host.press("c", modifiers: .option)
        #expect(host.clipboard == "flour\nmi")
    }

    @Test("in a text editor: a selected line break shows as a cell, Up on the first row ends the selection")
    func editorEdges() throws {
        let host = HeadlessHost(NoteForm(), width: 40, height: 8)
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        host.press(.upArrow, modifiers: .shift)
        host.press(.upArrow, modifiers: .shift)
        host.press(.upArrow, modifiers: .shift)
        host.press("c", modifiers: .option)
        #expect(host.clipboard == "eggs\nflour\nmilk", "Shift-Up on the first row selects to the start")
        // The focus marks the editor's gutter in reverse video too.
        let selected = { host.styleRuns.filter { $0.isReversed && $0.text != "┃" }.map(\.text) }
        #expect(selected() == ["eggs ", "flour ", "milk"], "each selected line break a reversed cell after its row")
        host.press(.upArrow)
        #expect(selected().isEmpty, "Up on the first row goes on, and the selection ends")
    }

    @Test("in a text editor, a key it leaves to the app ends the selection, which is drawn no more")
    func editorLeftKey() {
        let host = HeadlessHost(NoteForm(), width: 40, height: 8)
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        for _ in 0..<3 { host.press(.leftArrow, modifiers: .shift) }
        let selected = { host.styleRuns.filter { $0.isReversed && $0.text != "┃" }.map(\.text).joined() }
        #expect(selected() == "ilk")
        host.press("t", modifiers: .control)
        #expect(selected().isEmpty, "Ctrl-T is no key of the editor's: it goes on, and the selection ends")
        host.type("X")
        #expect(host.text.contains("body [eggs/flour/mXilk]"), "typed at the cursor, replacing nothing")
    }

    @Test("Alt-A in an empty field is left to the app's shortcuts; Alt-C with nothing selected stays in the field")
    func emptyField() {
        let host = HeadlessHost(ShortcutForm(), width: 40, height: 4)
        host.press(.tab)
        host.press("a", modifiers: .option)
        #expect(host.text.contains("shortcut 1"))
        host.press("c", modifiers: .option)
        host.type("z")
        #expect(host.text.contains("typed [z]"), "the field kept the focus")
    }

    @Test("a move without Shift ends the selection: Alt-C has nothing to copy and types nothing")
    func moveEnds() {
        let host = HeadlessHost(NoteForm(), width: 40, height: 8)
        host.press(.tab)
        host.press(.leftArrow, modifiers: .shift)
        host.press(.leftArrow)
        host.press("c", modifiers: .option)
        #expect(host.clipboard == nil)
        #expect(host.text.contains("title [Groceries for Sunday]"))
    }

    @Test("a secure field's text is never copied")
    func secure() {
        let host = HeadlessHost(NoteForm(), width: 40, height: 8)
        host.press(.tab)
        host.press(.tab)
        host.press("a", modifiers: .option)
        host.type("9")
        #expect(host.text.contains("pin 1"), "Alt-A selected the whole PIN, which typing replaced")
        host.press("a", modifiers: .option)
        host.press("c", modifiers: .option)
        #expect(host.clipboard == nil)
    }

    @Test("a text editor selects across lines with Shift-Up and Shift-Down, and copies the line breaks")
    func editor() {
        let host = HeadlessHost(NoteForm(), width: 40, height: 8)
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        host.press(.upArrow, modifiers: .shift)
        host.press(.home, modifiers: .shift)
        host.press("c", modifiers: .option)
        #expect(host.clipboard == "flour\nmilk", "from the cursor at the end to the start of the line above")
        host.press("x", modifiers: .option)
        #expect(host.text.contains("body [eggs/]"))
    }
}
