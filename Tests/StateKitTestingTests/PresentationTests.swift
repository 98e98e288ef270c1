import StateKit
import StateKitTesting
import Testing

// Sheets, full-screen covers and popovers: a box over the dimmed screen that
// keeps the focus, closed by Escape (unless disabled), by dismiss and by its
// binding; its views destroyed when it goes.

/// What the views of a test did, in order.
@MainActor
final class EventLog {
    var events: [String] = []
}

struct Library: View {
    let log: EventLog
    @State private var addsBook = false
    @State private var books = ["Dune"]

    private func noteDismissal() { log.events.append("dismissed") }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Books: \(books.joined(separator: ", "))")
            Button("Add") { addsBook = true }
            Button("Below") { log.events.append("below pressed") }
        }
        .sheet(isPresented: $addsBook, onDismiss: noteDismissal) {
            AddBook(log: log) { books.append($0) }
        }
    }
}

struct AddBook: View {
    let log: EventLog
    let add: (String) -> Void
    @State private var title = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("New book")
            TextField("Title", text: $title)
            Button("Save") {
                add(title)
                dismiss()
            }
        }
        .onAppear { log.events.append("appear") }
        .onDisappear { log.events.append("disappear") }
    }
}

struct Guarded: View {
    @State private var shows = false
    var body: some View {
        Button("Open") { shows = true }
            .sheet(isPresented: $shows) { GuardedSheet() }
    }
}

struct GuardedSheet: View {
    @State private var locked = true
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        VStack {
            Text(locked ? "locked" : "unlocked")
            Button("Unlock") { locked = false }
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
        .interactiveDismissDisabled(locked)
    }
}

struct Shelf: Identifiable, Hashable {
    let id: Int
}

struct ItemSheets: View {
    @State private var shelf: Shelf?
    var body: some View {
        VStack {
            Button("One") { shelf = Shelf(id: 1) }
            Button("Nested") { shelf = Shelf(id: 2) }
        }
        .sheet(item: $shelf) { shelf in
            ShelfSheet(shelf: shelf)
        }
    }
}

struct ShelfSheet: View {
    let shelf: Shelf
    @State private var opensInner = false
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("shelf \(shelf.id), taps \(taps)")
            Button("Tap") { taps += 1 }
            Button("Inner") { opensInner = true }
        }
        .fullScreenCover(isPresented: $opensInner) {
            Text("the cover")
        }
    }
}

struct SheetWithStack: View {
    @State private var shows = true
    var body: some View {
        Text("under")
            .sheet(isPresented: $shows) {
                NavigationStack {
                    NavigationLink("Details") { Text("the details").navigationTitle("Details") }
                        .navigationTitle("Sheet")
                }
            }
    }
}

struct DiscardFlow: View {
    let log: EventLog
    @State private var edits = false
    private func noteGone() { log.events.append("sheet gone") }
    var body: some View {
        Button("Edit") { edits = true }
            .sheet(isPresented: $edits, onDismiss: noteGone) {
                DiscardSheet(edits: $edits)
            }
    }
}

struct DiscardSheet: View {
    @Binding var edits: Bool
    @State private var asks = false
    var body: some View {
        Button("Discard") { asks = true }
            .confirmationDialog("Discard changes?", isPresented: $asks) {
                Button("Discard", role: .destructive) { edits = false }
            }
    }
}

struct Shelves: View {
    let log: EventLog
    @State private var shelf: Shelf?
    private func noteDismissed() { log.events.append("dismissed") }
    var body: some View {
        VStack {
            Button("First") { shelf = Shelf(id: 1) }
        }
        .sheet(item: $shelf, onDismiss: noteDismissed) { shelf in
            VStack {
                Text("shelf \(shelf.id)")
                Button("Next") { self.shelf = Shelf(id: shelf.id + 1) }
            }
        }
    }
}

struct QuickAdd: View {
    @State private var adds = true
    @State private var added: [String] = []
    var body: some View {
        Text("added \(added.joined(separator: ", "))")
            .sheet(isPresented: $adds) { QuickAddSheet { added.append($0) } }
    }
}

struct QuickAddSheet: View {
    let add: (String) -> Void
    @State private var name = ""
    @FocusState private var focused: Bool
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($focused)
                .onSubmit {
                    add(name)
                    dismiss()
                }
            Text(focused ? "typing" : "idle")
            Button("Type") { focused = true }
        }
    }
}

@MainActor
@Suite("Sheets")
struct SheetTests {
    @Test("a sheet is a bordered box over the dimmed screen; presenting it evaluates nothing below")
    func drawn() throws {
        let log = EventLog()
        let host = HeadlessHost(Library(log: log), width: 40, height: 12)
        let before = host.renders(of: Library.self)
        try host.click(on: "Add")
        #expect(host.renders(of: Library.self) == before, "the presenting view did not read the flag")
        #expect(host.renders(of: AddBook.self) == 1)
        #expect(host.lines[2] == " Bel╭──────────────────────────────╮    ")
        #expect(host.lines[3].hasPrefix("    │ New book"))
        #expect(host.lines[9] == "    ╰──────────────────────────────╯    ")
        let dim = host.styleRuns.filter { $0.isDim }
        #expect(dim.contains { $0.row == 0 && $0.columns == 0...39 }, "the screen below is dimmed")
        #expect(!host.styleRuns.contains { $0.row == 3 && $0.columns.contains(6) }, "the sheet is not")
        #expect(log.events == ["appear"])
    }

    @Test("the focus stays in the sheet: Tab cycles its controls, a click below does nothing")
    func focusTrapped() throws {
        let log = EventLog()
        let host = HeadlessHost(Library(log: log), width: 40, height: 12)
        try host.click(on: "Add")
        host.press(.tab)
        host.type("Emma")
        host.press(.tab)
        host.press(.tab)
        host.type("!")
        #expect(host.text.contains("Emma!"), "Tab went from Save back to the field, not below")
        host.click(column: 1, row: 1)
        host.click(column: 1, row: 2)
        #expect(!log.events.contains("below pressed"))
        #expect(host.text.contains("New book"))
    }

    @Test("dismiss from the sheet closes it, runs onDismiss and destroys its views; presenting again starts afresh")
    func dismissAndFresh() throws {
        let log = EventLog()
        let host = HeadlessHost(Library(log: log), width: 40, height: 12)
        try host.click(on: "Add")
        try host.click(on: "Title")
        host.type("Emma")
        try host.click(on: "Save")
        #expect(host.text.contains("Books: Dune, Emma"))
        #expect(!host.text.contains("New book"))
        #expect(log.events == ["appear", "disappear", "dismissed"])
        #expect(!host.styleRuns.contains { $0.isDim }, "nothing is dimmed once it is gone")
        try host.click(on: "Add")
        #expect(
            host.lines.contains { $0.contains("│ Title" + String(repeating: " ", count: 24) + "│") },
            "a fresh @State: the title is empty again")
    }

    @Test("Escape closes a sheet, from its text field too, and gives the focus back")
    func escape() throws {
        let log = EventLog()
        let host = HeadlessHost(Library(log: log), width: 40, height: 12)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("New book"))
        try host.click(on: "Title")
        host.type("x")
        host.press(.escape)
        #expect(!host.text.contains("New book"))
        #expect(log.events.last == "dismissed")
        host.press(.return)
        #expect(host.text.contains("New book"), "the focus went back to Add, which Enter presses again")
    }

    @Test("interactiveDismissDisabled keeps the sheet up on Escape; presentationMode still closes it")
    func dismissDisabled() throws {
        let host = HeadlessHost(Guarded(), width: 40, height: 12)
        try host.click(on: "Open")
        host.press(.escape)
        #expect(host.text.contains("locked"), "Escape did not close it")
        try host.click(on: "Unlock")
        host.press(.escape)
        #expect(!host.text.contains("unlocked"), "unlocked, Escape closes it")
        try host.click(on: "Open")
        #expect(host.text.contains("locked"))
        try host.click(on: "Close")
        #expect(!host.text.contains("locked"))
    }

    @Test("sheet(item:) shows the item; a full-screen cover over it; Escape closes one layer at a time")
    func itemsAndNesting() throws {
        let host = HeadlessHost(ItemSheets(), width: 40, height: 12)
        try host.click(on: "One")
        #expect(host.text.contains("shelf 1, taps 0"))
        try host.click(on: "Tap")
        #expect(host.text.contains("shelf 1, taps 1"))
        try host.click(on: "Inner")
        #expect(host.text.contains("the cover"))
        #expect(!host.text.contains("shelf 1"), "a full-screen cover hides all below it")
        host.press(.escape)
        #expect(host.text.contains("shelf 1, taps 1"), "Escape closed the cover only")
        host.press(.escape)
        #expect(!host.text.contains("shelf"))
        try host.click(on: "Nested")
        #expect(host.text.contains("shelf 2, taps 0"))
    }

    @Test("a stack inside a sheet pushes there; Escape pops it, then closes the sheet")
    func stackInSheet() throws {
        let host = HeadlessHost(SheetWithStack(), width: 40, height: 12)
        #expect(host.text.contains("Sheet"))
        try host.click(on: "Details")
        #expect(host.text.contains("the details"))
        #expect(host.text.contains("‹ Sheet"))
        host.press(.escape)
        #expect(host.lines.contains { $0.contains(" Details › ") })
        host.press(.escape)
        #expect(!host.text.contains("Details"))
        #expect(host.text.contains("under"))
    }

    @Test("a dialog in a sheet that closes both gives the focus back below them, and the sheet's onDismiss runs")
    func nestedClose() throws {
        let log = EventLog()
        let host = HeadlessHost(DiscardFlow(log: log), width: 40, height: 12)
        host.press(.tab)
        host.press(.return)
        try host.click(on: "Discard")
        #expect(host.text.contains("Discard changes?"))
        host.press(.tab, modifiers: .shift)
        host.press(.return)
        #expect(!host.text.contains("Discard"))
        #expect(log.events == ["sheet gone"])
        host.press(.return)
        #expect(host.text.contains("Discard"), "the focus is back on Edit, which Enter presses")
    }

    @Test("sheet(item:) given another item dismisses the first sheet and presents the next afresh")
    func anotherItem() throws {
        let log = EventLog()
        let host = HeadlessHost(Shelves(log: log), width: 40, height: 12)
        try host.click(on: "First")
        try host.click(on: "Next")
        #expect(host.text.contains("shelf 2"))
        #expect(log.events == ["dismissed"])
        host.press(.escape)
        #expect(log.events == ["dismissed", "dismissed"])
    }

    @Test("in a sheet, @FocusState follows and moves the focus, and Return runs onSubmit")
    func focusAndSubmitInSheet() throws {
        let host = HeadlessHost(QuickAdd(), width: 40, height: 12)
        #expect(host.text.contains("idle"))
        try host.click(on: "Type")
        #expect(host.text.contains("typing"), "the app's write moved the focus into the field")
        host.type("tea")
        host.press(.return)
        #expect(host.text.contains("added tea"))
        #expect(!host.text.contains("typing"))
    }
}
