import StateKit
import StateKitTesting
import Testing

// A focused List's current row follows its item when the data changes.

struct ShoppingList: View {
    @State private var items = ["apples", "bread", "cheese", "dates", "eggs", "figs"]

    var body: some View {
        VStack(alignment: .leading) {
            List {
                ForEach(items, id: \.self) { item in
                    Button(item) { items.removeAll { $0 == item } }
                }
            }
            Button("Drop first") { items.removeFirst() }.keyboardShortcut("d", modifiers: [])
        }
    }
}

struct TrailingEmptyRows: View {
    var body: some View {
        List(0..<6, id: \.self) { number in
            if number < 4 { Button("item \(number)") {} }
        }
    }
}

@MainActor
@Suite("A List's current row")
struct ListCurrentRowTests {
    /// The text of the rows marked in reverse video.
    private func marked(_ host: HeadlessHost) -> [String] {
        host.styleRuns.filter(\.isReversed).map { $0.text.trimmingCharacters(in: .whitespaces) }
    }

    @Test("the mark stays on its item when rows above go, and passes to the next when its own goes")
    func followsItsItem() {
        let host = HeadlessHost(ShoppingList(), width: 30, height: 14)
        host.press(.tab)
        #expect(marked(host) == ["apples"])
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(marked(host) == ["cheese"])
        host.type("d")
        #expect(!host.text.contains("apples"))
        #expect(marked(host) == ["cheese"], "a row removed above: the mark stays with cheese")
        host.press(.return)
        #expect(!host.text.contains("cheese"), "Enter pressed the current row's button")
        #expect(marked(host) == ["dates"], "the current row removed: the next row takes the mark")
        host.press(.end)
        host.press(.return)
        #expect(marked(host) == ["eggs"], "the last row removed: the new last row takes the mark")
    }

    @Test("rows made of nothing are passed over, and End stops at the last row with content")
    func emptyRowsPassedOver() {
        let host = HeadlessHost(TrailingEmptyRows(), width: 30, height: 10)
        host.press(.tab)
        host.press(.end)
        #expect(marked(host) == ["item 3"])
        host.press(.downArrow)
        #expect(marked(host) == ["item 3"], "nothing below has content: the mark stays")
        host.press(.upArrow)
        #expect(marked(host) == ["item 2"])
    }
}
