import StateKit
import StateKitTesting
import Testing

// @FocusState both ways, onSubmit moving to the next field, and the focus
// leaving a control that becomes disabled.

struct SignUpForm: View {
    enum Field: Hashable {
        case name, email
    }

    @State private var name = ""
    @State private var email = ""
    @State private var submitted = 0
    @FocusState private var focused: Field?
    @FocusState private var notesFocused: Bool
    @State private var notes = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
                .onSubmit { focused = .email }
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
                .submitLabel(.send)
                .onSubmit { submitted += 1 }
            TextField("Notes", text: $notes).focused($notesFocused)
            Text("focus \(focused.map { "\($0)" } ?? "none") notes \(notesFocused) sent \(submitted)")
            Button("Start") { focused = .name }
            Button("Leave") { focused = nil }
            Button("Notes") { notesFocused = true }
        }
    }
}

struct LockingForm: View {
    @State private var locked = false
    @State private var text = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Text", text: $text)
                .onSubmit { locked = true }
                .disabled(locked)
            Text(locked ? "locked" : "open")
        }
    }
}

@MainActor
@Suite("@FocusState, onSubmit and the focus")
struct FocusStateTests {
    @Test("setting the state moves the focus; nil takes it away")
    func stateMovesTheFocus() throws {
        let host = HeadlessHost(SignUpForm(), width: 50, height: 8)
        #expect(host.text.contains("focus none"))
        try host.click(on: "Start")
        #expect(host.text.contains("focus name"))
        host.type("Ada")
        #expect(host.text.contains("Name Ada"))
        try host.click(on: "Leave")
        #expect(host.text.contains("focus none"))
        host.type("x")
        #expect(!host.text.contains("Adax"))
        try host.click(on: "Notes")
        #expect(host.text.contains("notes true"))
        host.type("n1")
        #expect(host.text.contains("Notes n1"))
    }

    @Test("the user moving the focus writes the state: Tab, Shift-Tab, a click, Esc")
    func focusWritesTheState() throws {
        let host = HeadlessHost(SignUpForm(), width: 50, height: 8)
        host.press(.tab)
        #expect(host.text.contains("focus name notes false"))
        host.press(.tab)
        #expect(host.text.contains("focus email notes false"))
        host.press(.tab)
        #expect(host.text.contains("focus none notes true"))
        host.press(.tab, modifiers: .shift)
        #expect(host.text.contains("focus email notes false"))
        try host.click(on: "Name")
        #expect(host.text.contains("focus name"))
        host.press(.escape)
        #expect(host.text.contains("focus none notes false"))
    }

    @Test("onSubmit of one field focuses the next; the last one's submits, its label shown")
    func submitMovesOn() throws {
        let host = HeadlessHost(SignUpForm(), width: 50, height: 8)
        host.press(.tab)
        host.type("Ada")
        host.press(.return)
        #expect(host.text.contains("focus email"))
        #expect(host.lines[1].contains("⏎ send"))
        host.type("ada@example.org")
        host.press(.return)
        #expect(host.text.contains("sent 1"))
        #expect(host.text.contains("Email ada@example.org"))
    }

    @Test("a field that becomes disabled loses the focus, and Tab skips it")
    func disabledLosesFocus() throws {
        let host = HeadlessHost(LockingForm(), width: 30, height: 3)
        host.press(.tab)
        host.type("a")
        host.press(.return)
        #expect(host.text.contains("locked"))
        host.type("b")
        #expect(host.text.contains("Text a"))
        #expect(!host.text.contains("ab"))
        host.press(.tab)
        host.type("c")
        #expect(!host.text.contains("ac"))
        let field = try #require(host.styleRuns.first { $0.text.hasPrefix("Text") })
        #expect(field.isDim)
    }
}

/// No body reads the state: its writes move the focus all the same.
struct UnreadFocus: View {
    @State private var text = ""
    @FocusState private var focused: Bool
    let inStack: Bool

    var body: some View {
        if inStack {
            NavigationStack { field.navigationTitle("Tasks") }
        } else {
            field
        }
    }

    private var field: some View {
        VStack {
            TextField("New task", text: $text).focused($focused)
            Text("typed \(text)")
            Button("Leave") { focused = false }
            Button("Back to it") { focused = true }
        }
        .onAppear { focused = true }
    }
}

@MainActor
@Suite("@FocusState written where no body reads it")
struct UnreadFocusTests {
    @Test("set in onAppear, it focuses the field before the first key, alone or in a stack", arguments: [false, true])
    func focusedOnAppear(inStack: Bool) {
        let host = HeadlessHost(UnreadFocus(inStack: inStack), width: 40, height: 7)
        host.type("Call")
        #expect(host.text.contains("typed Call"))
    }

    @Test("set by a button, it moves the focus there and away")
    func movedByButton() throws {
        let host = HeadlessHost(UnreadFocus(inStack: false), width: 40, height: 7)
        try host.click(on: "Leave")
        host.type("x")
        #expect(!host.text.contains("typed x"))
        try host.click(on: "Back to it")
        host.type("y")
        #expect(host.text.contains("typed y"))
    }
}
