import StateKit
import StateKitTesting
import Testing

// A split view's sidebar takes the width its rows and its title line ask
// for, between a quarter and two fifths of the screen.

/// A sidebar todo app: a list with an Edit button and an add button above it.
struct SidebarTodos: View {
    @State private var items = ["Buy milk", "Call the plumber about the leak"]

    var body: some View {
        NavigationSplitView {
            List(items, id: \.self) { item in
                Text(item)
            }
            .navigationTitle("Items")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { EditButton() }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("+ Add Item") { items.append("New item") }
                }
            }
        } detail: {
            Text("Select an item")
        }
    }
}

/// A sidebar of short names: it keeps a quarter of the screen.
struct ShortSidebar: View {
    var body: some View {
        NavigationSplitView {
            List(["A", "B"], id: \.self) { Text($0) }
        } detail: {
            Text("Detail")
        }
    }
}

@MainActor
@Suite("A split view's sidebar width")
struct SidebarWidthTests {
    /// The column of the line between the sidebar and the detail, on `row`.
    private func divider(_ host: HeadlessHost, row: Int) -> Int? {
        Array(host.lines[row]).firstIndex(of: "│")
    }

    @Test("the sidebar takes what its title line and rows ask for: nothing cut at 100 columns")
    func roomForTheToolbarAndRows() {
        let host = HeadlessHost(SidebarTodos(), width: 100, height: 12)
        // The longest row, 31 columns, and a column of inset either side.
        #expect(divider(host, row: 3) == 33, "what its title line and its longest row ask for")
        #expect(host.lines[0].hasPrefix(" Edit "))
        #expect(host.lines[0].contains(" + Add Item │"))
        #expect(host.text.contains(" Call the plumber about the leak │"))
    }

    @Test("at most two fifths of the screen, so that the detail keeps the rest")
    func atMostTwoFifths() {
        let host = HeadlessHost(SidebarTodos(), width: 70, height: 12)
        #expect(divider(host, row: 3) == 28, "two fifths of 70")
    }

    @Test("a sidebar of short rows keeps a quarter of the screen")
    func atLeastAQuarter() {
        let host = HeadlessHost(ShortSidebar(), width: 100, height: 6)
        #expect(divider(host, row: 1) == 25)
    }
}
