import Foundation
import StateKit
import StateKitTesting
import Testing

// Menu: a button that opens its items under it; a primary action; a menu
// inside a menu and a picker inside a menu listed in place. Link hands its
// URL to openURL. ContentUnavailableView centres its label and description.

enum FruitOrder: String, CaseIterable, Identifiable {
    case name = "Name"
    case date = "Date"
    var id: Self { self }
}

struct FruitMenus: View {
    @State private var log = "nothing"
    @State private var order = FruitOrder.name

    var body: some View {
        VStack(alignment: .leading) {
            Text("last \(log) by \(order.rawValue)")
            Menu("Actions") {
                Button("Copy") { log = "copied" }
                Menu("More") {
                    Button("Share") { log = "shared" }
                }
                Picker("Sort by", selection: $order) {
                    ForEach(FruitOrder.allCases) { Text($0.rawValue) }
                }
            }
            Menu {
                Button("Secondary") { log = "secondary" }
            } label: {
                Text("Primary")
            } primaryAction: {
                log = "primary"
            }
            MenuNeighbour()
        }
    }
}

struct MenuNeighbour: View {
    var body: some View { Text("neighbour") }
}

struct Links: View {
    let opened: OpenedURLs
    var body: some View {
        Link("Docs", destination: URL(string: "https://example.com/docs")!)
            .environment(
                \.openURL,
                OpenURLAction { url in
                    opened.urls.append(url)
                    return .handled
                })
    }
}

struct EmptyInbox: View {
    var body: some View {
        ContentUnavailableView(
            "No Mail", systemImage: "tray", description: Text("New messages appear here."))
    }
}

struct MenuForms: View {
    @State private var log = "none"

    var body: some View {
        VStack(alignment: .leading) {
            Text("log \(log)")
            Menu("Titled") {
                Button("One") { log = "one" }
            } primaryAction: {
                log = "titled primary"
            }
            Menu("Symbol", systemImage: "star") {
                Button("Two") { log = "two" }
            }
            .menuStyle(.borderlessButton)
            Link(destination: URL(string: "https://example.com")!) {
                Text("Site").bold()
            }
            ContentUnavailableView {
                Text("Empty")
            } description: {
                Text("Nothing here")
            } actions: {
                Button("Refill") { log = "refilled" }
            }
        }
    }
}

@MainActor
@Suite("Menu, Link and ContentUnavailableView")
struct MenuTests {
    @Test("a menu is its label and ▾; a click opens its items under it, and an item runs and closes it")
    func opensAndRuns() throws {
        let host = HeadlessHost(FruitMenus(), width: 40, height: 12)
        #expect(host.lines[1].hasPrefix(" Actions ▾ "))
        let neighbours = host.renders(of: MenuNeighbour.self)
        let screens = host.renders(of: FruitMenus.self)
        try host.click(on: "Actions")
        #expect(host.lines[2].hasPrefix("╭"), "the menu opens under its button's row")
        #expect(host.lines[3].hasPrefix("│ Copy "))
        #expect(host.lines[4].hasPrefix("│ More "))
        #expect(host.lines[5].hasPrefix("│   Share "), "a menu inside lists its items in place")
        #expect(host.renders(of: FruitMenus.self) == screens, "opening evaluates nothing of the app's")
        #expect(host.renders(of: MenuNeighbour.self) == neighbours)
        try host.click(on: "Share")
        #expect(host.text.contains("last shared"))
        #expect(!host.text.contains("Copy"), "running an item closes the menu")
    }

    @Test("by keys: Enter opens, Down moves past a section's title, Enter runs; Escape closes")
    func byKeys() {
        let host = HeadlessHost(FruitMenus(), width: 40, height: 12)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("│ Copy "))
        host.press(.escape)
        #expect(!host.text.contains("Copy"))
        host.press(.return)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.text.contains("last shared"))
    }

    @Test("a picker in a menu lists its options ticked; picking one closes the menu")
    func pickerInMenu() throws {
        let host = HeadlessHost(FruitMenus(), width: 40, height: 12)
        try host.click(on: "Actions")
        #expect(host.text.contains("Sort by"))
        #expect(host.text.contains("✓ Name"))
        try host.click(on: "Date")
        #expect(host.text.contains("by Date"))
        #expect(!host.text.contains("Sort by"))
    }

    @Test("with a primary action, a click runs it and a right click opens the menu")
    func primaryAction() throws {
        let host = HeadlessHost(FruitMenus(), width: 40, height: 12)
        try host.click(on: "Primary")
        #expect(host.text.contains("last primary"))
        #expect(!host.text.contains("Secondary"))
        try host.click(on: "Primary", button: .right)
        try host.click(on: "Secondary")
        #expect(host.text.contains("last secondary"))
    }

    @Test("a link is underlined in the tint; a click and Enter hand its URL to openURL")
    func link() throws {
        let opened = OpenedURLs()
        let host = HeadlessHost(Links(opened: opened), width: 20, height: 3)
        #expect(host.styleRuns.contains { $0.text.contains("Docs") && $0.isUnderlined && $0.foreground != nil })
        try host.click(on: "Docs")
        host.press(.tab)
        host.press(.return)
        #expect(opened.urls.map(\.absoluteString) == ["https://example.com/docs", "https://example.com/docs"])
    }

    @Test("an empty state centres its bold label and grey description")
    func contentUnavailable() throws {
        let host = HeadlessHost(EmptyInbox(), width: 40, height: 7)
        let titleRow = try #require(host.lines.firstIndex { $0.contains("No Mail") })
        #expect(titleRow == 2)
        #expect(host.lines[titleRow + 2].trimmingCharacters(in: .whitespaces) == "New messages appear here.")
        #expect(host.styleRuns.contains { $0.text.contains("No Mail") && $0.isBold })
        let line = host.lines[titleRow]
        let leading = line.prefix { $0 == " " }.count
        let trailing = line.reversed().prefix { $0 == " " }.count
        #expect(abs(leading - trailing) <= 1, "centred")
        let search = HeadlessHost(ContentUnavailableView.search(text: "kiwi"), width: 40, height: 7)
        #expect(search.text.contains("No Results for “kiwi”"))
        #expect(search.text.contains("Check the spelling or try a new search."))
        let plain = HeadlessHost(ContentUnavailableView.search, width: 40, height: 7)
        #expect(plain.text.contains("No Results"))
    }

    @Test(
        "the other forms: a titled menu with a primary action, a symbol, a link's label view, an empty state's actions")
    func otherForms() throws {
        let host = HeadlessHost(MenuForms(), width: 40, height: 12)
        try host.click(on: "Titled")
        #expect(host.text.contains("log titled primary"))
        #expect(host.lines.contains { $0.hasPrefix(" ☆ Symbol ▾ ") }, "menuStyle is accepted; the label keeps its icon")
        try host.click(on: "Symbol")
        try host.click(on: "Two")
        #expect(host.text.contains("log two"))
        #expect(host.styleRuns.contains { $0.text.contains("Site") && $0.isBold && $0.isUnderlined })
        #expect(host.text.contains("Nothing here"))
        try host.click(on: "Refill")
        #expect(host.text.contains("log refilled"))
    }
}
