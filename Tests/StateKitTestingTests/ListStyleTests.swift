import StateKit
import StateKitTesting
import Testing

// Search, row actions, list styles and row settings.

struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"].enumerated().map { Fruit(id: $0, name: $1) }

struct FruitSearch: View {
    @State private var query = ""
    @State private var log = "none"

    var filtered: [Fruit] {
        query.isEmpty ? fruits : fruits.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        VStack(alignment: .leading) {
            List {
                ForEach(filtered) { fruit in
                    Text(fruit.name)
                        .swipeActions {
                            Button("Eat", role: .destructive) { log = "ate \(fruit.name)" }
                        }
                        .contextMenu {
                            Button("Peel") { log = "peeled \(fruit.name)" }
                            Button("Share") { log = "shared \(fruit.name)" }
                        }
                }
            }
            .searchable(text: $query, prompt: "Find a fruit")
            .frame(height: 176)
            Text("log \(log)")
        }
    }
}

struct Sectioned: View {
    var body: some View {
        List {
            Section("Fruit") {
                Text("Apple")
                Text("Pear").listRowBackground(Color.green)
            }
            Section("Veg") {
                Text("Leek").listRowSeparator(.hidden)
                Text("Kale").listRowInsets(EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 0))
            }
        }
    }
}

/// A row's settings, each turned on by its own model.
@MainActor
@Observable
final class RowLook {
    var indented = false
    var lineHidden = false
    var highlighted = false
}

struct LookingRow: View {
    let name: String
    let look: RowLook

    var body: some View {
        Text(name)
            .listRowInsets(look.indented ? EdgeInsets(top: 0, leading: 80, bottom: 0, trailing: 0) : nil)
            .listRowSeparator(look.lineHidden ? .hidden : .automatic)
            .listRowBackground(look.highlighted ? Color.green : nil)
    }
}

struct LookingRows: View {
    let look: RowLook

    var body: some View {
        List {
            LookingRow(name: "Apple", look: look)
            LookingRow(name: "Pear", look: RowLook())
        }
    }
}

@MainActor
@Suite("Search, row actions and list styles")
struct ListStyleTests {
    @Test("a search field above the list shows its prompt; / focuses it, and typing filters as the app says")
    func search() throws {
        let host = HeadlessHost(FruitSearch(), width: 30, height: 12)
        // One row, as a search bar: its key, then its prompt in the secondary colour.
        #expect(host.lines[0].hasPrefix("[/] Find a fruit "))
        #expect(host.styleRuns.contains { $0.row == 0 && $0.text == "Find a fruit" && $0.foreground == .secondary })
        host.press("/")
        // Focused, its room a faint fill of the tint across the row.
        let room = host.styleRuns.filter { $0.row == 0 && $0.columns.lowerBound >= 4 }
        #expect(room.allSatisfy { $0.background != nil } && room.map(\.columns.count).reduce(0, +) == 26)
        host.type("an")
        #expect(host.text.contains("Banana"))
        #expect(!host.text.contains("Apple"))
        host.press(.escape)
        host.press(.tab)
        host.press(.tab)
        host.type("x")
        #expect(!host.text.contains("anx"), "Tab left the field")
        try host.click(on: "[/]")
        host.press(.delete)
        host.press(.delete)
        #expect(host.text.contains("Apple"))
    }

    @Test("a right click on a row opens its actions in a menu; Up and Down move, Enter runs one and closes it")
    func contextMenu() throws {
        let host = HeadlessHost(FruitSearch(), width: 30, height: 12)
        let row = try #require(host.lines.firstIndex { $0.hasPrefix(" Cherry") })
        host.click(column: 2, row: row, button: .right)
        // A menu's items in the primary colour, as iOS draws them.
        #expect(host.lines[row + 2].hasPrefix("│ Peel  │"), "the context menu, under the row")
        #expect(!host.styleRuns.contains { $0.text.contains("Peel") && $0.foreground != nil })
        #expect(!host.text.contains("Eat"), "where a row has both, the context menu")
        host.press(.escape)
        #expect(!host.text.contains("Eat"))
        try host.click(on: "Cherry")
        host.press(.return, modifiers: .option)
        #expect(host.text.contains("│ Peel  │"))
        host.press(.downArrow)
        host.press(.return)
        #expect(host.text.contains("log shared Cherry"))
    }

    @Test("the menu's buttons: the arrows go from one to the next, Enter runs one and closes the menu")
    func menuKeys() throws {
        let host = HeadlessHost(
            VStack {
                Text("Peach").contextMenu {
                    Button("Peel") {}
                    Button("Share") {}
                }
            }, width: 30, height: 8)
        try host.click(on: "Peach", button: .right)
        #expect(host.text.contains("│ Peel  │"))
        #expect(host.text.contains("│ Share │"))
        host.press(.downArrow)
        host.press(.return)
        #expect(!host.text.contains("Share"), "a button of the menu closes it")
        try host.click(on: "Peach", button: .right)
        host.press(.escape)
        #expect(!host.text.contains("Share"), "Escape closes it")
    }

    @Test("a list's sections: headers bold, a blank line before each in the grouped styles, none in the plain one")
    func sections() {
        let plain = HeadlessHost(Sectioned(), width: 20, height: 9)
        #expect(plain.lines[0].hasPrefix(" Fruit"))
        #expect(
            plain.lines[1] == " " + String(repeating: "─", count: 18) + " ", "as wide as the rows, inset as they are")
        #expect(plain.styleRuns.contains { $0.text == "Fruit" && $0.isBold })
        let grouped = HeadlessHost(Sectioned().listStyle(.insetGrouped), width: 20, height: 10)
        #expect(grouped.lines[0].hasPrefix("  Fruit"))
        #expect(grouped.lines[5].trimmingCharacters(in: .whitespaces).isEmpty, "a blank line before Veg")
        #expect(grouped.lines[6].hasPrefix("  Veg"))
        let sidebar = HeadlessHost(Sectioned().listStyle(.sidebar), width: 20, height: 8)
        #expect(sidebar.lines[0].hasPrefix("  Fruit"))
        #expect(sidebar.lines[1].hasPrefix("  Apple"), "no lines between a sidebar's rows")
    }

    @Test("row settings: a background across the row, a hidden line, insets")
    func rowSettings() throws {
        let host = HeadlessHost(Sectioned(), width: 20, height: 11)
        let pear = try #require(host.lines.firstIndex { $0.hasPrefix(" Pear") })
        #expect(host.styleRuns.contains { $0.row == pear && $0.background == .green && $0.columns == 0...19 })
        let leek = try #require(host.lines.firstIndex { $0.hasPrefix(" Leek") })
        #expect(!host.lines[leek - 1].contains("─"), "Leek hid the line above it")
        #expect(host.lines.contains { $0.hasPrefix("    Kale") })
    }

    @Test("a row whose own evaluation changes its settings: the list stands it in, hides its line and fills it anew")
    func rowSettingsChanged() {
        let look = RowLook()
        let host = HeadlessHost(LookingRows(look: look), width: 20, height: 5)
        #expect(host.lines[1].contains("─"))
        look.indented = true
        host.advanceClock(by: .zero)
        #expect(host.lines[0].hasPrefix("          Apple"), "80 points in")
        look.lineHidden = true
        host.advanceClock(by: .zero)
        #expect(!host.lines[1].contains("─"), "the line below Apple hidden")
        look.highlighted = true
        host.advanceClock(by: .zero)
        #expect(host.styleRuns.contains { $0.row == 0 && $0.background == .green && $0.columns == 0...19 })
        #expect(host.renders(of: LookingRows.self) == 1, "only the row was evaluated")
        let fresh = HeadlessHost(LookingRows(look: look), width: 20, height: 5)
        #expect(host.lines == fresh.lines)
        look.indented = false
        look.lineHidden = false
        look.highlighted = false
        host.advanceClock(by: .zero)
        #expect(host.lines == HeadlessHost(LookingRows(look: RowLook()), width: 20, height: 5).lines)
        #expect(!host.styleRuns.contains { $0.background == .green })
    }
}

/// A section as a view of its own, as SwiftUI code often writes one.
struct FruitSection: View {
    var body: some View {
        Section("Fruit") {
            Text("Apple")
            Text("Pear")
        }
    }
}

/// Three rows a list counts: a section, a section's view, a row; or, with
/// `inline`, the same with both sections written in the list.
struct SectionViewList: View {
    let inline: Bool
    var body: some View {
        if inline {
            List {
                Section("Vegetables") { Text("Leek") }
                Section("Fruit") {
                    Text("Apple")
                    Text("Pear")
                }
                Text("Loose row")
            }
        } else {
            List {
                Section("Vegetables") { Text("Leek") }
                FruitSection()
                Text("Loose row")
            }
        }
    }
}

/// A row whose body is a stack or, switched, a section of the same lines.
struct SwitchingListRow: View {
    let isSection: Bool
    var body: some View {
        if isSection {
            Section("Fruit") { Text("Apple") }
        } else {
            VStack(alignment: .leading, spacing: 0) {
                Text("Fruit")
                Text("Apple")
            }
        }
    }
}

struct SwitchingListRows: View {
    @State private var isSection = false
    var body: some View {
        List {
            Text("Top")
            SwitchingListRow(isSection: isSection)
            Button("Switch") { isSection.toggle() }
        }
        .listStyle(.insetGrouped)
    }
}

@MainActor
@Suite("A section that is a view of its own, in a list")
struct SectionViewListTests {
    @Test("its header and rows are drawn as an inline section's are: a line between each")
    func drawnAsInline() {
        let inline = HeadlessHost(SectionViewList(inline: true), width: 30, height: 12)
        let view = HeadlessHost(SectionViewList(inline: false), width: 30, height: 12)
        #expect(view.lines == inline.lines)
        #expect(view.styleRuns == inline.styleRuns, "the header bold in the text's colour, as a list draws it")
        #expect(view.lines.filter { $0.contains("─") }.count == 5, "under the two headers, Leek, Apple and Pear")
    }

    @Test("in an inset grouped list it starts a section, a blank line above it")
    func startsASection() throws {
        let inline = HeadlessHost(SectionViewList(inline: true).listStyle(.insetGrouped), width: 30, height: 12)
        let view = HeadlessHost(SectionViewList(inline: false).listStyle(.insetGrouped), width: 30, height: 12)
        #expect(view.lines == inline.lines)
        let fruit = try #require(view.lines.firstIndex { $0.contains("Fruit") })
        #expect(view.lines[fruit - 1].trimmingCharacters(in: .whitespaces).isEmpty)
        // Through the list's row settings too.
        let inset = HeadlessHost(
            List {
                Text("Leek")
                FruitSection().listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0))
            }
            .listStyle(.insetGrouped), width: 30, height: 8)
        let insetFruit = try #require(inset.lines.firstIndex { $0.contains("Fruit") })
        #expect(inset.lines[insetFruit - 1].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test("so does a section a ForEach makes for each element")
    func forEachSections() {
        let inline = HeadlessHost(
            List {
                Section("A") { Text("one") }
                Section("B") { Text("two") }
            }
            .listStyle(.insetGrouped), width: 30, height: 10)
        let made = HeadlessHost(
            List {
                ForEach([("A", "one"), ("B", "two")], id: \.0) { pair in
                    Section(pair.0) { Text(pair.1) }
                }
            }
            .listStyle(.insetGrouped), width: 30, height: 10)
        #expect(made.lines == inline.lines)
    }

    @Test("in a sidebar, which draws no lines between rows, it draws none either")
    func sidebar() {
        let view = HeadlessHost(SectionViewList(inline: false).listStyle(.sidebar), width: 30, height: 12)
        #expect(view.text.contains("Apple"))
        #expect(!view.lines.contains { $0.contains("─") })
    }

    @Test("a row that switches from a stack to a section and back draws as each does")
    func switching() throws {
        let host = HeadlessHost(SwitchingListRows(), width: 30, height: 10)
        let stacked = host.lines
        #expect(stacked.filter { $0.contains("─") }.count == 2, "under Top and under the stack")
        try host.click(on: "Switch")
        let fruit = try #require(host.lines.firstIndex { $0.contains("Fruit") })
        #expect(host.lines[fruit - 1].trimmingCharacters(in: .whitespaces).isEmpty, "a section starts")
        try host.click(on: "Switch")
        #expect(host.lines == stacked)
    }
}
