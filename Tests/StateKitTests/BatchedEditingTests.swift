import Testing

@testable import StateKit

// Keys read in one batch (a key held down, a burst) each see what the key
// before them did: list edits, and what a text or a grid shows after a
// change while it wraps.

struct BatchedList: View {
    @State private var items = ["a", "b", "c", "d"]
    var body: some View {
        VStack(alignment: .leading) {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .frame(height: 128)
            Text("order \(items.joined())")
        }
    }
}

struct ChangingWords: View {
    @State private var words = "aaaaaaa bbbbbbb cccc"
    var body: some View {
        VStack(alignment: .leading) {
            Text(words)
            Text("below")
            Button("Change") { words = "aaa bbb cc dddd eeee" }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct ScrolledAway: View {
    @State private var flags = Array(repeating: false, count: 20)
    var body: some View {
        VStack(alignment: .leading) {
            Button("Top") {}
            ScrollView(.horizontal) {
                HStack {
                    ForEach(0..<20, id: \.self) { index in
                        Toggle("t\(index)", isOn: $flags[index])
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("Keys read in one batch, and layouts that depend on it")
struct BatchedEditingTests {
    @Test("two Alt-Downs in one batch move the row twice; two Deletes delete two rows")
    func batchedEdits() {
        let (app, terminal) = makeApp(BatchedList(), size: Size(width: 20, height: 9))
        app.press(.tab)
        app.process([.key(.modified(.down, .alt)), .key(.modified(.down, .alt))])
        #expect(terminal.lines.contains { $0.hasPrefix("order bcad") })
        app.process([.key(.delete), .key(.delete)])
        #expect(terminal.lines.contains { $0.hasPrefix("order bc") }, "a, then the row after it, d")
    }

    @Test("a text its room made wrap is laid out again when it changes, however it wraps")
    func wrappedTextChanges() {
        let (app, terminal) = makeApp(ChangingWords(), size: Size(width: 10, height: 5))
        #expect(Array(terminal.lines[0...3]) == ["aaaaaaa   ", "bbbbbbb   ", "cccc      ", "below     "])
        app.press(.tab, .enter)
        #expect(Array(terminal.lines[0...2]) == ["aaa bbb cc", "dddd eeee ", "below     "])
        expectScreenIsComplete(app)
    }

    @Test("Tab from a control scrolled out of reach starts the ring again")
    func tabFromScrolledAway() {
        let (app, terminal) = makeApp(ScrolledAway(), size: Size(width: 20, height: 3))
        app.press(.tab, .tab, .tab)
        #expect((app.graph.focusedElement() as? ToggleElement)?.frame.minX == 0, "the first toggle")
        // The wheel scrolls the row of toggles: the focused one leaves the view.
        for _ in 0..<4 { app.press(.mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 1)))) }
        #expect(!terminal.lines[1].contains("t0"))
        app.press(.tab)
        #expect(app.graph.focusedElement() is ButtonElement, "Tab went to the ring's first stop, Top")
    }
}
