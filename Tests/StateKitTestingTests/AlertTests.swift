import StateKit
import StateKitTesting
import Testing

// Alerts and confirmation dialogs: a small box over the dimmed screen, the
// cancel button last and pressed by Escape, Enter on the focused button,
// every button closing it, and nothing below evaluated for it.

struct DeleteConfirmation: View {
    let log: EventLog
    @State private var asks = false
    @State private var items = ["Milk", "Eggs"]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Items: \(items.joined(separator: ", "))")
            Button("Delete all") { asks = true }
        }
        .alert("Delete everything?", isPresented: $asks) {
            Button("Cancel", role: .cancel) { log.events.append("cancel") }
            Button("Delete", role: .destructive) {
                items.removeAll()
                log.events.append("delete")
            }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

struct Notice: View {
    @State private var shows = false
    var body: some View {
        Button("Save") { shows = true }
            .alert("Saved", isPresented: $shows) {}
    }
}

struct LongMessage: View {
    @State private var shows = true
    var body: some View {
        Text("under")
            .alert("Sync failed", isPresented: $shows) {
                Button("Retry") {}
            } message: {
                Text("The server could not be reached. Check the connection and try again in a minute.")
            }
    }
}

struct OldStyle: View {
    let log: EventLog
    @State private var shows = false
    @State private var chosen: Shelf?

    var body: some View {
        VStack {
            Button("Ask") { shows = true }
            Button("Item") { chosen = Shelf(id: 9) }
        }
        .alert(isPresented: $shows) {
            Alert(
                title: Text("Leave?"), message: Text("Unsaved changes"),
                primaryButton: .destructive(Text("Leave")) { log.events.append("leave") },
                secondaryButton: .cancel())
        }
        .alert(item: $chosen) { shelf in
            Alert(title: Text("Shelf \(shelf.id)"))
        }
    }
}

struct Dialog: View {
    let log: EventLog
    @State private var asks = false
    @State private var file: String?

    var body: some View {
        Button("Share") {
            file = "notes.txt"
            asks = true
        }
        .confirmationDialog("Share notes.txt", isPresented: $asks, titleVisibility: .visible, presenting: file) {
            file in
            Button("Mail \(file)") { log.events.append("mail \(file)") }
            Button("Print") { log.events.append("print") }
        }
    }
}

@MainActor
@Suite("Alerts")
struct AlertTests {
    @Test(
        "an alert shows its title, message and buttons, the cancel button last; opening and closing evaluate nothing below"
    )
    func drawn() throws {
        let log = EventLog()
        let host = HeadlessHost(DeleteConfirmation(log: log), width: 50, height: 12)
        let before = host.renders(of: DeleteConfirmation.self)
        try host.click(on: "Delete all")
        #expect(host.renders(of: DeleteConfirmation.self) == before)
        #expect(host.text.contains("Delete everything?"))
        #expect(host.text.contains("This cannot be undone."))
        let buttons = try #require(host.lines.first { $0.contains(" Cancel ") })
        #expect(buttons.contains(" Delete    Cancel "), "the cancel button is drawn last")
        #expect(host.styleRuns.contains { $0.text == "Delete everything?" && $0.isBold })
        #expect(host.styleRuns.contains { $0.text.contains("Delete") && $0.foreground == .red })
        host.press(.escape)
        #expect(log.events == ["cancel"], "Escape pressed the cancel button")
        #expect(!host.text.contains("Delete everything?"))
        #expect(host.renders(of: DeleteConfirmation.self) == before)
    }

    @Test("the focus starts on the cancel button when the other destroys; Tab and Enter press Delete")
    func enterPresses() throws {
        let log = EventLog()
        let host = HeadlessHost(DeleteConfirmation(log: log), width: 50, height: 12)
        try host.click(on: "Delete all")
        host.press(.return)
        #expect(log.events == ["cancel"], "Enter pressed the focused button: Cancel, not the destructive one")
        try host.click(on: "Delete all")
        host.press(.tab)
        host.press(.return)
        #expect(log.events == ["cancel", "delete"])
        #expect(host.text.contains("Items: \n") || host.lines[0].trimmingCharacters(in: .whitespaces) == "Items:")
    }

    @Test("an alert with no buttons has OK, which Enter and a click press")
    func okButton() throws {
        let host = HeadlessHost(Notice(), width: 40, height: 10)
        try host.click(on: "Save")
        #expect(host.text.contains("Saved"))
        #expect(host.text.contains(" OK "))
        host.press(.return)
        #expect(!host.text.contains(" OK "))
        try host.click(on: "Save")
        try host.click(on: "OK")
        #expect(!host.text.contains(" OK "))
    }

    @Test("an alert's message is wrapped at its words inside the box")
    func wrapsMessage() {
        let host = HeadlessHost(LongMessage(), width: 60, height: 12)
        let rows = host.lines.filter { $0.contains("│") }.map {
            $0.split(separator: "│").dropFirst().first.map(String.init) ?? ""
        }
        #expect(
            rows.contains { $0.trimmingCharacters(in: .whitespaces) == "The server could not be reached. Check the" })
        #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces) == "connection and try again in a minute." })
        #expect(!host.text.contains("…"))
    }

    @Test("the old Alert value, with primary and secondary buttons, and alert(item:)")
    func oldStyle() throws {
        let log = EventLog()
        let host = HeadlessHost(OldStyle(log: log), width: 40, height: 12)
        try host.click(on: "Ask")
        #expect(host.text.contains("Leave?"))
        #expect(host.text.contains("Unsaved changes"))
        #expect(host.text.contains(" Leave    Cancel "))
        try host.click(on: "Leave ")
        #expect(log.events == ["leave"])
        #expect(!host.text.contains("Leave?"))
        try host.click(on: "Item")
        #expect(host.text.contains("Shelf 9"))
        host.press(.escape)
        #expect(!host.text.contains("Shelf 9"))
    }

    @Test("a confirmation dialog stacks its buttons for the data it presents, with Cancel added last")
    func dialog() throws {
        let log = EventLog()
        let host = HeadlessHost(Dialog(log: log), width: 40, height: 12)
        try host.click(on: "Share")
        #expect(host.text.contains("Share notes.txt"))
        let mail = try #require(host.lines.firstIndex { $0.contains(" Mail notes.txt ") })
        #expect(host.lines[mail + 1].contains(" Print "))
        #expect(host.lines[mail + 2].contains(" Cancel "))
        host.press(.return)
        #expect(log.events == ["mail notes.txt"])
    }
}
