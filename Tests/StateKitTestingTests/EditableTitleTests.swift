import StateKit
import StateKitTesting
import Testing

// `.navigationTitle($name)`: the title line holds a field that renames the
// screen in place, and the screen pushed above says the new name on its
// back button. A field draws its text in the attributes handed down to it.

struct RenamableList: View {
    @State private var name = "Groceries"

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("list \(name)")
                NavigationLink("Details") { Text("the details").navigationTitle("Details") }
            }
            .navigationTitle($name)
        }
    }
}

struct RenamableOutsideStack: View {
    @State private var name = "Loose"
    var body: some View {
        Text("named \(name)").navigationTitle($name)
    }
}

struct StyledFields: View {
    @State private var heading = "Bold"
    @State private var warning = "Red"
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Heading", text: $heading).bold()
            TextField("Warning", text: $warning).foregroundStyle(.red)
        }
    }
}

@MainActor
@Suite("Editable navigation title")
struct EditableTitleTests {
    @Test("the title shows bold in the middle of the title line and is edited in place")
    func renamedInPlace() throws {
        let host = HeadlessHost(RenamableList(), width: 40, height: 6)
        #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "Groceries")
        #expect(host.styleRuns.contains { $0.row == 0 && $0.text == "Groceries" && $0.isBold })
        try host.click(on: "Groceries")
        host.press(.end)
        host.type(" 2")
        #expect(host.text.contains("list Groceries 2"), "the binding follows each key")
        #expect(host.lines[0].contains("Groceries 2"))
        host.press(.tab)
        try host.click(on: "Details")
        #expect(host.lines[0].hasPrefix("‹ Groceries 2"), "the back button says the new title")
        #expect(host.lines[0].contains("Details"))
    }

    @Test("Tab reaches the title field after the items before it")
    func titleInFocusRing() {
        let host = HeadlessHost(RenamableList(), width: 40, height: 6)
        host.press(.tab)
        host.type("!")
        #expect(host.text.contains("list Groceries!"))
    }

    @Test("outside a navigation stack the binding's title draws nothing, as a string's does")
    func outsideStack() {
        let host = HeadlessHost(RenamableOutsideStack(), width: 30, height: 3)
        #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "named Loose")
        #expect(host.lines.dropFirst().allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test("a field's text is drawn bold or coloured as the modifiers around it say")
    func fieldTextAttributes() {
        let host = HeadlessHost(StyledFields(), width: 30, height: 3)
        #expect(host.styleRuns.contains { $0.text == "Bold" && $0.isBold })
        #expect(host.styleRuns.contains { $0.text == "Red" && $0.foreground == .red })
        #expect(!host.styleRuns.contains { $0.text.contains("Heading") && $0.isBold }, "the label stays plain")
    }
}
