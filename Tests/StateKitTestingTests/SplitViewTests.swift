import StateKit
import StateKitTesting
import Testing

// NavigationSplitView and List(selection:): side by side on a wide terminal,
// a stack on a narrow one; choosing a row in the sidebar shows the detail.

struct Folder: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct Mail: View {
    let folders = [Folder(id: 1, name: "Inbox"), Folder(id: 2, name: "Sent"), Folder(id: 3, name: "Drafts")]
    @State private var chosen: Folder?

    var body: some View {
        NavigationSplitView {
            List(folders, selection: $chosen) { folder in
                NavigationLink(folder.name, value: folder)
            }
            .navigationTitle("Folders")
        } detail: {
            if let chosen {
                FolderDetail(folder: chosen)
            } else {
                Text("Choose a folder")
            }
        }
    }
}

struct FolderDetail: View {
    let folder: Folder
    var body: some View {
        Text("\(folder.name): 3 messages").navigationTitle(folder.name)
    }
}

struct Tags: View {
    @State private var chosen: Set<Int> = []
    var body: some View {
        VStack(alignment: .leading) {
            List(selection: $chosen) {
                ForEach(1...3, id: \.self) { number in
                    Text("tag \(number)")
                }
            }
            .frame(height: 80)
            Text("chosen \(chosen.sorted())")
        }
    }
}

struct ThreeColumns: View {
    let folders = [Folder(id: 1, name: "Work"), Folder(id: 2, name: "Home")]
    @State private var folder: Folder?
    @State private var note: String?

    var body: some View {
        NavigationSplitView {
            List(folders, selection: $folder) { folder in
                NavigationLink(folder.name, value: folder)
            }
            .navigationTitle("Folders")
        } content: {
            if let folder {
                List(["\(folder.name) plan", "\(folder.name) list"], id: \.self, selection: $note) { note in
                    Text(note)
                }
                .navigationTitle(folder.name)
            } else {
                Text("No folder")
            }
        } detail: {
            Text(note.map { "reading \($0)" } ?? "No note")
        }
    }
}

struct OldNavigation: View {
    var body: some View {
        NavigationView {
            List {
                Text("the sidebar")
                NavigationLink(destination: Text("the first page").navigationTitle("First")) {
                    Text("First")
                }
            }
            .navigationTitle("Old")
            Text("nothing chosen")
        }
    }
}

@MainActor
@Suite("NavigationSplitView")
struct SplitViewTests {
    /// The line of the link to `title` in the sidebar (the leftmost column):
    /// its label a column in, and › at the row's trailing edge.
    private func linkRow(_ host: HeadlessHost, _ title: String) -> Int? {
        host.lines.firstIndex { line in
            let sidebar = line.split(separator: "│", omittingEmptySubsequences: false)[0]
            return sidebar.hasPrefix(" \(title) ") && sidebar.hasSuffix("› ")
        }
    }

    @Test("wide: the sidebar and the detail side by side, each with its title line; a click chooses")
    func wide() throws {
        let host = HeadlessHost(Mail(), width: 80, height: 10)
        #expect(host.lines[0].contains("Folders"))
        #expect(host.text.contains("Choose a folder"))
        #expect(host.lines[2].contains("│"), "a line between the columns")
        try host.click(on: "Sent")
        #expect(host.text.contains("Sent: 3 messages"))
        #expect(host.lines[1].hasPrefix(" Inbox" + String(repeating: " ", count: 12) + "› │"), "the sidebar stays")
        #expect(host.styleRuns.contains { $0.row == 1 && $0.text == "›" && $0.foreground == .secondary })
        let row = try #require(linkRow(host, "Sent"))
        #expect(host.styleRuns.contains { $0.row == row && $0.isReversed && $0.columns.lowerBound == 0 })
        #expect(host.lines[0].contains("Sent"), "the detail's own title line")
    }

    @Test("narrow: a stack whose root is the sidebar; choosing pushes the detail, going back clears the choice")
    func narrow() throws {
        let host = HeadlessHost(Mail(), width: 50, height: 10)
        #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "Folders")
        #expect(!host.text.contains("Choose a folder"))
        host.press(.tab)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.text.contains("Sent: 3 messages"))
        #expect(host.lines[0].hasPrefix("‹ Folders"))
        host.press(.escape)
        #expect(linkRow(host, "Inbox") != nil)
        let row = try #require(linkRow(host, "Sent"))
        #expect(
            !host.styleRuns.contains { $0.row == row && $0.isReversed && !$0.isDim && $0.foreground == nil },
            "going back cleared the choice")
        try host.click(on: "Drafts")
        #expect(host.text.contains("Drafts: 3 messages"))
    }

    @Test("a resize across the threshold switches between the two")
    func resize() throws {
        let host = HeadlessHost(Mail(), width: 50, height: 10)
        try host.click(on: "Inbox")
        #expect(host.lines[0].hasPrefix("‹ Folders"))
        host.resize(width: 90, height: 10)
        #expect(host.text.contains("Inbox: 3 messages"))
        #expect(linkRow(host, "Sent") != nil)
        try host.click(on: "Drafts")
        host.resize(width: 50, height: 10)
        #expect(host.text.contains("Drafts: 3 messages"), "collapsing shows the detail of the choice")
        #expect(host.lines[0].hasPrefix("‹ Folders"))
        host.press(.escape)
        #expect(linkRow(host, "Drafts") != nil)
    }

    @Test("List(selection:) with a set: each choice adds or takes out a row's identity")
    func multiple() throws {
        let host = HeadlessHost(Tags(), width: 30, height: 8)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("chosen [1]"), "Enter chooses the current row")
        try host.click(on: "tag 2")
        try host.click(on: "tag 3")
        #expect(host.text.contains("chosen [1, 2, 3]"))
        try host.click(on: "tag 2")
        #expect(host.text.contains("chosen [1, 3]"))
    }

    @Test("a NavigationView of two views is a split view")
    func navigationViewOfTwo() {
        let wide = HeadlessHost(OldNavigation(), width: 80, height: 6)
        #expect(wide.text.contains("the sidebar"))
        #expect(wide.text.contains("nothing chosen"))
        #expect(wide.lines[0].contains("Old"))
        let narrow = HeadlessHost(OldNavigation(), width: 40, height: 6)
        #expect(narrow.text.contains("the sidebar"))
        #expect(!narrow.text.contains("nothing chosen"))
    }

    @Test("side by side, a link in the sidebar shows its destination in the detail column; narrow, it pushes")
    func sidebarLinks() throws {
        let wide = HeadlessHost(OldNavigation(), width: 80, height: 8)
        try wide.click(on: "First")
        #expect(wide.text.contains("the first page"))
        #expect(wide.text.contains("the sidebar"), "the sidebar stays")
        #expect(wide.lines[0].contains("First"))
        let narrow = HeadlessHost(OldNavigation(), width: 40, height: 8)
        try narrow.click(on: "First")
        #expect(narrow.text.contains("the first page"))
        #expect(!narrow.text.contains("the sidebar"))
        #expect(narrow.lines[0].hasPrefix("‹ Old"))
    }

    @Test("three columns side by side from 100 columns; narrower, sidebar, content and detail pushed in turn")
    func threeColumns() throws {
        let wide = HeadlessHost(ThreeColumns(), width: 100, height: 8)
        #expect(wide.text.contains("No folder") && wide.text.contains("No note"))
        try wide.click(on: "Home")
        try wide.click(on: "Home list")
        #expect(wide.text.contains("reading Home list"))
        #expect(linkRow(wide, "Work") != nil, "all three columns show")
        let narrow = HeadlessHost(ThreeColumns(), width: 90, height: 8)
        try narrow.click(on: "Work")
        #expect(narrow.text.contains("Work plan"))
        #expect(narrow.lines[0].hasPrefix("‹ Folders"))
        try narrow.click(on: "Work plan")
        #expect(narrow.text.contains("reading Work plan"))
        #expect(narrow.lines[0].hasPrefix("‹ Work"))
        narrow.press(.escape)
        #expect(narrow.text.contains("Work list"))
        narrow.press(.escape)
        #expect(linkRow(narrow, "Home") != nil)
    }
}
