import StateKit
import StateKitTesting
import Testing

// Toolbars: items where their placement says, in the title line of the
// screen on top and at the bottom; titles always shown; EditButton with the
// stack's edit mode; a toolbar outside a stack drawn around its view.

struct Inbox: View {
    let log: EventLog
    @State private var showsArchive = false
    @State private var filtering = false
    @Environment(\.editMode) private var editMode

    var body: some View {
        VStack(alignment: .leading) {
            Text(editMode?.wrappedValue.isEditing == true ? "editing" : "reading")
            NavigationLink("Thread") { ThreadScreen(log: log) }
        }
        .navigationTitle("Inbox")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) { EditButton() }
            ToolbarItem(placement: .topBarTrailing) {
                Button("New", systemImage: "square.and.pencil") { log.events.append("new") }
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Archive") { log.events.append("archive") }
                if filtering {
                    Text("filtered")
                }
                Button("Filter") { filtering.toggle() }
            }
        }
    }
}

struct InboxApp: View {
    let log: EventLog
    var body: some View {
        NavigationStack { Inbox(log: log) }
    }
}

struct ThreadScreen: View {
    let log: EventLog
    @State private var reply = ""
    var body: some View {
        VStack(alignment: .leading) {
            Text("the thread")
            TextField("Reply", text: $reply)
        }
        .navigationTitle("Thread")
        .toolbar {
            Button("Flag") { log.events.append("flag") }
            ToolbarItem(placement: .keyboard) {
                Button("Send") { log.events.append("send \(reply)") }
            }
        }
    }
}

struct Principal: View {
    var body: some View {
        NavigationStack {
            Text("body")
                .navigationTitle("Hidden title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .principal) { Text("Custom").italic() }
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                }
        }
    }
}

struct Standalone: View {
    let log: EventLog
    var body: some View {
        Text("no stack here")
            .toolbar {
                Button("Refresh") { log.events.append("refresh") }
                ToolbarItem(placement: .status) { Text("up to date") }
            }
    }
}

struct BoundEditMode: View {
    @State private var mode = EditMode.active
    var body: some View {
        NavigationStack {
            Text(mode == .active ? "mode active" : "mode inactive")
                .toolbar { EditButton() }
        }
        .environment(\.editMode, $mode)
    }
}

struct SignIn: View {
    @State private var signedIn = false
    var body: some View {
        NavigationStack {
            if signedIn {
                Text("home").toolbar { Button("Sign out") { signedIn = false } }
            } else {
                Text("welcome").toolbar { Button("Sign in") { signedIn = true } }
            }
        }
    }
}

@MainActor
@Suite("Toolbars")
struct ToolbarTests {
    @Test("items go where their placement says, with their titles; the bottom bar takes the last row")
    func placements() throws {
        let log = EventLog()
        let host = HeadlessHost(InboxApp(log: log), width: 50, height: 8)
        let top = host.lines[0]
        #expect(top.hasPrefix(" Edit "), "leading")
        #expect(top.hasSuffix(" ✎ New "), "trailing, its title shown with the glyph")
        #expect(top.contains("Inbox"))
        #expect(host.lines[7].hasPrefix(" Archive   Filter "), "the bottom bar")
        try host.click(on: "New")
        try host.click(on: "Archive")
        #expect(log.events == ["new", "archive"])
        try host.click(on: "Filter")
        #expect(host.lines[7].hasPrefix(" Archive  filtered  Filter "), "an if in the builder")
    }

    @Test("EditButton turns the stack's own edit mode, which the screen reads")
    func editButton() throws {
        let host = HeadlessHost(InboxApp(log: EventLog()), width: 50, height: 8)
        #expect(host.text.contains("reading"))
        try host.click(on: "Edit")
        #expect(host.text.contains("editing"))
        #expect(host.lines[0].hasPrefix(" Done "))
        try host.click(on: "Done")
        #expect(host.text.contains("reading"))
    }

    @Test("a screen's toolbar shows only while it is on top; keyboard items only while a field has the focus")
    func onTopOnly() throws {
        let log = EventLog()
        let host = HeadlessHost(InboxApp(log: log), width: 50, height: 8)
        try host.click(on: "Thread")
        #expect(!host.text.contains("Edit"))
        #expect(!host.text.contains("Archive"))
        #expect(host.lines[0].hasSuffix(" Flag "), "a plain view goes trailing")
        #expect(!host.text.contains("Send"))
        try host.click(on: "Reply")
        host.type("ok")
        #expect(host.lines[7].contains(" Send "))
        try host.click(on: "Send")
        #expect(log.events == ["send ok"])
        host.press(.escape)
        #expect(host.lines[0].hasPrefix(" Edit "))
        #expect(host.text.contains("Archive"))
    }

    @Test("Tab reaches the toolbar's items and Enter presses them")
    func keyboard() throws {
        let log = EventLog()
        let host = HeadlessHost(InboxApp(log: log), width: 50, height: 8)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(log.events == ["new"])
    }

    @Test("a principal item takes the title's place; cancellation leads, confirmation trails")
    func principal() {
        let host = HeadlessHost(Principal(), width: 40, height: 4)
        #expect(host.lines[0].hasPrefix(" Cancel "))
        #expect(host.lines[0].hasSuffix(" Save "))
        #expect(host.lines[0].contains("Custom"))
        #expect(!host.text.contains("Hidden title"))
    }

    @Test("outside a stack, a toolbar is drawn in lines of its own above and below its view")
    func standalone() throws {
        let log = EventLog()
        let host = HeadlessHost(Standalone(log: log), width: 30, height: 5)
        #expect(host.lines[0].hasSuffix(" Refresh "))
        #expect(host.text.contains("no stack here"))
        #expect(host.lines[4].hasPrefix("up to date"))
        try host.click(on: "Refresh")
        #expect(log.events == ["refresh"])
    }

    @Test("an EditButton in a toolbar turns an edit mode bound above the stack")
    func boundEditMode() throws {
        let host = HeadlessHost(BoundEditMode(), width: 40, height: 4)
        #expect(host.lines[0].hasSuffix(" Done "))
        try host.click(on: "Done")
        #expect(host.text.contains("mode inactive"))
        #expect(host.lines[0].hasSuffix(" Edit "))
    }

    @Test("a root that changes branch shows the toolbar of the branch shown, not the one before")
    func replacedRoot() throws {
        let host = HeadlessHost(SignIn(), width: 40, height: 4)
        try host.click(on: "Sign in")
        #expect(host.text.contains("home"))
        #expect(host.lines[0].hasSuffix(" Sign out "))
        #expect(!host.text.contains("Sign in"))
        try host.click(on: "Sign out")
        #expect(host.lines[0].hasSuffix(" Sign in "))
        #expect(!host.text.contains("Sign out"))
    }
}

struct KeyboardDone: View {
    @State private var amount = ""
    @FocusState private var focused: Bool
    var body: some View {
        NavigationStack {
            TextField("Amount", text: $amount)
                .focused($focused)
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") { focused = false }
                    }
                }
        }
    }
}

@MainActor
@Suite("A spacer in a toolbar line")
struct ToolbarSpacerTests {
    @Test("Spacer() before a keyboard item pushes it to the end of the bottom line")
    func spacer() throws {
        let host = HeadlessHost(KeyboardDone(), width: 30, height: 5)
        try host.click(on: "Amount")
        #expect(host.lines[4] == String(repeating: " ", count: 24) + " Done ")
        try host.click(on: "Done")
        #expect(!host.text.contains("Done"), "the field left the focus, and the item with it")
    }
}
