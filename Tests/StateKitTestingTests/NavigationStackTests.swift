import StateKit
import StateKitTesting
import Testing

// NavigationStack: links push, the title line shows the titles and a back
// button, Escape, Backspace and a click go back, a covered screen keeps its
// state, a popped one is destroyed, and a path drives the stack both ways.

struct Contact: Hashable, Identifiable {
    let id: Int
    let name: String
}

@MainActor
final class Lifecycle {
    var events: [String] = []
}

struct ContactsRoot: View {
    let lifecycle: Lifecycle
    @State private var taps = 0
    let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Button("Tap \(taps)") { taps += 1 }
                ForEach(contacts) { contact in
                    NavigationLink(contact.name, value: contact)
                }
                NavigationLink("About") { AboutScreen(lifecycle: lifecycle) }
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                ContactDetail(contact: contact, lifecycle: lifecycle)
            }
        }
    }
}

struct ContactDetail: View {
    let contact: Contact
    let lifecycle: Lifecycle
    @State private var notes = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("Name: \(contact.name)")
            TextField("Notes", text: $notes)
        }
        .navigationTitle(contact.name)
        .onAppear { lifecycle.events.append("appear \(contact.name)") }
        .onDisappear { lifecycle.events.append("disappear \(contact.name)") }
    }
}

struct AboutScreen: View {
    let lifecycle: Lifecycle
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("About these contacts")
            Button("Close") { dismiss() }
        }
        .navigationTitle("About")
    }
}

struct PathDriven: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading) {
                Button("Deep") { path = [1, 2, 3] }
                Text("depth \(path.count)")
            }
            .navigationTitle("Home")
            .navigationDestination(for: Int.self) { level in
                VStack(alignment: .leading) {
                    Text("level \(level) of \(path.count)")
                    Button("Home") { path = [] }
                }
                .navigationTitle("Level \(level)")
            }
        }
    }
}

struct LoggedLevels: View {
    let lifecycle: Lifecycle
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Deep") { path = [1, 2] }
                .navigationDestination(for: Int.self) { level in
                    Text("level \(level)")
                        .onAppear { lifecycle.events.append("appear \(level)") }
                        .onDisappear { lifecycle.events.append("disappear \(level)") }
                }
        }
    }
}

struct Settings: View {
    @State private var showsAccount = false
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Button("Account") { showsAccount = true }
                Text("shows account \(showsAccount)")
            }
            .navigationTitle("Settings")
            .navigationDestination(isPresented: $showsAccount) {
                VStack {
                    Text("the account")
                    Button("Leave") { showsAccount = false }
                }
                .navigationTitle("Account")
            }
        }
    }
}

struct RenamingSettings: View {
    @State private var shows = false
    @State private var name = "Ada"
    var body: some View {
        NavigationStack {
            Button("Account") { shows = true }
                .navigationDestination(isPresented: $shows) {
                    VStack {
                        Text("account of \(name)")
                        Button("Rename") { name = "Grace" }
                    }
                }
        }
    }
}

struct LinkedCounter: View {
    @State private var count = 0
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Inline") { CounterPage(count: count) { count += 1 } }
                CounterLinks(count: count) { count += 1 }
            }
        }
    }
}

struct CounterLinks: View {
    let count: Int
    let bump: () -> Void
    var body: some View {
        NavigationLink("In a view") { CounterPage(count: count, bump: bump) }
    }
}

struct CounterPage: View {
    let count: Int
    let bump: () -> Void
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Bump") { bump() }
        }
    }
}

struct QuietSettings: View {
    @State private var shows = false
    var body: some View {
        NavigationStack {
            Button("Open") { shows = true }
                .navigationDestination(isPresented: $shows) {
                    Button("Close") { shows = false }
                }
        }
    }
}

struct ItemPicker: View {
    @State private var chosen: Contact?
    var body: some View {
        NavigationStack {
            VStack {
                Button("Choose Ada") { chosen = Contact(id: 1, name: "Ada") }
                Text("chosen \(chosen?.name ?? "nobody")")
            }
            .navigationDestination(item: $chosen) { contact in
                Text("all about \(contact.name)").navigationTitle(contact.name)
            }
        }
    }
}

struct OldActiveLink: View {
    @State private var showsHelp = false
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("the help").navigationTitle("Help"), isActive: $showsHelp) {
                    Text("Help")
                }
                Text("help shown \(showsHelp)")
                Button("Open help from code") { showsHelp = true }
            }
            .navigationTitle("Home")
        }
    }
}

struct StartsDeep: View {
    @State private var path = [4]
    var body: some View {
        NavigationStack(path: $path) {
            DeepRoot()
        }
    }
}

struct DeepRoot: View {
    var body: some View {
        Text("the root")
            .navigationTitle("Root")
            .navigationDestination(for: Int.self) { Text("screen \($0)").navigationTitle("Four") }
    }
}

struct PathOfAnything: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Button("Push") {
                path.append(7)
                path.append("seven")
            }
            .navigationDestination(for: Int.self) { Text("number \($0)") }
            .navigationDestination(for: String.self) { Text("word \($0) at \(path.count)") }
        }
    }
}

@MainActor
@Suite("NavigationStack")
struct NavigationStackTests {
    @Test("a link pushes its screen under a title line with the back button; Escape, a click and Backspace go back")
    func pushAndBack() throws {
        let lifecycle = Lifecycle()
        let host = HeadlessHost(ContactsRoot(lifecycle: lifecycle), width: 40, height: 8)
        #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "Contacts")
        #expect(host.lines.contains { $0.contains(" Ada › ") }, "outside a list a link is a button: its label, then ›")
        let roots = host.renders(of: ContactsRoot.self)
        try host.click(on: "Grace")
        #expect(host.text.contains("Name: Grace"))
        #expect(host.renders(of: ContactsRoot.self) == roots, "a push evaluates nothing below that did not change")
        #expect(host.renders(of: ContactDetail.self) == 1)
        #expect(host.lines[0].hasPrefix("‹ Contacts"))
        #expect(host.lines[0].contains("Grace"))
        #expect(lifecycle.events == ["appear Grace"])
        host.press(.escape)
        #expect(host.text.contains("Ada ›"), "Escape goes back")
        #expect(lifecycle.events == ["appear Grace", "disappear Grace"])
        try host.click(on: "Ada")
        host.click(column: 20, row: 0)
        #expect(host.text.contains("Name: Ada"), "a click on the title does not go back")
        try host.click(on: "‹ Contacts")
        #expect(host.text.contains("Grace ›"), "a click on the back button goes back")
        try host.click(on: "About")
        #expect(host.text.contains("About these contacts"))
        host.press(.delete)
        #expect(host.text.contains("Ada ›"), "Backspace goes back where no field takes it")
    }

    @Test("Escape goes back from a text field too; Backspace there edits the field")
    func escapeFromField() throws {
        let host = HeadlessHost(ContactsRoot(lifecycle: Lifecycle()), width: 40, height: 8)
        try host.click(on: "Ada")
        try host.click(on: "Notes")
        host.type("hi")
        host.press(.delete)
        #expect(host.text.contains("Name: Ada"), "Backspace in the field deletes a character")
        host.press(.escape)
        #expect(host.text.contains("Grace ›"))
    }

    @Test("the screen below keeps its state while covered; a popped screen starts afresh")
    func statesKeptAndDropped() throws {
        let host = HeadlessHost(ContactsRoot(lifecycle: Lifecycle()), width: 40, height: 8)
        try host.click(on: "Tap 0")
        try host.click(on: "Ada")
        try host.click(on: "Notes")
        host.type("likes tea")
        host.press(.escape)
        #expect(host.text.contains("Tap 1"), "the root kept its @State under Ada's screen")
        try host.click(on: "Ada")
        #expect(!host.text.contains("likes tea"), "Ada's screen was destroyed when popped")
    }

    @Test("a path drives the stack: setting it pushes several screens, [] goes back to the root")
    func pathDriven() throws {
        let host = HeadlessHost(PathDriven(), width: 40, height: 6)
        try host.click(on: "Deep")
        #expect(host.text.contains("level 3 of 3"))
        #expect(host.lines[0].hasPrefix("‹ Level 2"), "the screens pushed together are all made, the covered hidden")
        #expect(host.lines[0].contains("Level 3"))
        host.press(.escape)
        #expect(host.text.contains("level 2 of 2"), "going back removes the path's last value")
        #expect(host.lines[0].hasPrefix("‹ Level 1"))
        #expect(host.lines[0].contains("Level 2"))
        host.press(.escape)
        #expect(host.lines[0].hasPrefix("‹ Home"))
        try host.click(on: "Home")
        #expect(host.text.contains("depth 0"))
        #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "Home")
    }

    @Test("of the screens pushed together only the top one appears; going back, the covered one does")
    func coveredScreensAppearWhenShown() throws {
        let lifecycle = Lifecycle()
        let host = HeadlessHost(LoggedLevels(lifecycle: lifecycle), width: 30, height: 4)
        try host.click(on: "Deep")
        #expect(lifecycle.events == ["appear 2"])
        host.press(.escape)
        #expect(lifecycle.events == ["appear 2", "disappear 2", "appear 1"])
        host.press(.escape)
        #expect(lifecycle.events == ["appear 2", "disappear 2", "appear 1", "disappear 1"])
    }

    @Test("a NavigationPath holds values of any Hashable type, each with its destination")
    func navigationPath() throws {
        let host = HeadlessHost(PathOfAnything(), width: 40, height: 4)
        try host.click(on: "Push")
        #expect(host.text.contains("word seven at 2"))
        host.press(.escape)
        #expect(host.text.contains("number 7"))
    }

    @Test("@Environment(\\.dismiss) pops the screen that reads it; at the root it does nothing")
    func dismissPops() throws {
        let host = HeadlessHost(ContactsRoot(lifecycle: Lifecycle()), width: 40, height: 8)
        try host.click(on: "About")
        #expect(host.text.contains("About these contacts"))
        try host.click(on: "Close")
        #expect(host.text.contains("Ada ›"))
        #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "Contacts")
    }

    @Test("a stack whose path is set before its root was shown finds the destinations the root declares")
    func startsDeep() {
        let host = HeadlessHost(StartsDeep(), width: 30, height: 4)
        #expect(host.text.contains("screen 4"))
        #expect(host.lines[0].hasPrefix("‹ Root"))
        host.press(.escape)
        #expect(host.text.contains("the root"))
    }

    @Test("navigationDestination(isPresented:) pushes while the flag is true; going back sets it to false")
    func presentedDestination() throws {
        let host = HeadlessHost(Settings(), width: 30, height: 4)
        try host.click(on: "Account")
        #expect(host.text.contains("the account"))
        #expect(host.lines[0].hasPrefix("‹ Settings"))
        host.press(.escape)
        #expect(host.text.contains("shows account false"), "going back set the binding to false")
        try host.click(on: "Account")
        try host.click(on: "Leave")
        #expect(host.text.contains("shows account false"), "the binding set to false popped the screen")
    }

    @Test("the flag of navigationDestination(isPresented:) drives the stack though no body reads it")
    func presentedWithoutReader() throws {
        let host = HeadlessHost(QuietSettings(), width: 30, height: 4)
        try host.click(on: "Open")
        #expect(host.text.contains("Close"))
        try host.click(on: "Close")
        #expect(host.text.contains("Open"))
    }

    @Test("navigationDestination(item:) pushes the item's screen while it is set; going back sets it to nil")
    func itemDestination() throws {
        let host = HeadlessHost(ItemPicker(), width: 30, height: 4)
        try host.click(on: "Choose Ada")
        #expect(host.text.contains("all about Ada"))
        host.press(.escape)
        #expect(host.text.contains("chosen nobody"))
    }

    @Test(
        "the older NavigationLink(destination:isActive:) pushes while its binding is true, set by the link or by code")
    func activeLink() throws {
        let host = HeadlessHost(OldActiveLink(), width: 40, height: 6)
        try host.click(on: "Help")
        #expect(host.text.contains("the help"))
        host.press(.escape)
        #expect(host.text.contains("help shown false"), "going back clears the binding")
        try host.click(on: "Open help from code")
        #expect(host.text.contains("the help"))
    }

    @Test("a screen pushed by navigationDestination(isPresented:) shows what its closure reads as it changes")
    func presentedDestinationFollows() throws {
        let host = HeadlessHost(RenamingSettings(), width: 40, height: 6)
        try host.click(on: "Account")
        #expect(host.text.contains("account of Ada"))
        try host.click(on: "Rename")
        #expect(host.text.contains("account of Grace"))
    }

    @Test("a screen pushed by NavigationLink(destination:) stays in step with the link, in the root or in a view")
    func linkDestinationFollows() throws {
        let host = HeadlessHost(LinkedCounter(), width: 40, height: 6)
        try host.click(on: "Inline")
        try host.click(on: "Bump")
        #expect(host.text.contains("count 1"))
        host.press(.escape)
        try host.click(on: "In a view")
        try host.click(on: "Bump")
        #expect(host.text.contains("count 2"))
    }
}
