import StateKit
import StateKitTesting
import Testing

// Clicks read together are one batch: each lands on what the one before it
// left on screen, none is lost to views not laid out yet.

struct ChecklistWithFilter: View {
    @State private var items = [("Buy milk", false), ("Walk the dog", true), ("Write the report", false)]
    @State private var hideDone = false

    var body: some View {
        TabView {
            VStack(alignment: .leading) {
                List {
                    ForEach(items.indices, id: \.self) { index in
                        if !(hideDone && items[index].1) {
                            Toggle(items[index].0, isOn: $items[index].1)
                        }
                    }
                }
                HStack {
                    Text("\(items.filter { !$0.1 }.count) left")
                    Spacer()
                    Toggle("Hide done", isOn: $hideDone)
                }
            }
            .padding()
            .tabItem { Text("Todos") }
        }
    }
}

@MainActor
@Suite("Bursts of clicks")
struct ClickBurstTests {
    @Test("two clicks on a switch read together flip it twice; three, three times")
    func clicksInOneBatch() throws {
        let (app, terminal) = makeApp(ChecklistWithFilter(), size: Size(width: 60, height: 12))
        let row = try #require(terminal.lines.firstIndex { $0.contains("Hide done") })
        let column = try #require(terminal.lines[row].range(of: "Hide done")).lowerBound.utf16Offset(
            in: terminal.lines[row])
        let click = Array("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m".utf8)
        var decoder = KeyDecoder()
        for (count, expected) in [(2, "[ ] Hide done"), (3, "[x] Hide done"), (1, "[ ] Hide done")] {
            var keys: [Key] = []
            decoder.decode(Array([[UInt8]](repeating: click, count: count).joined()), into: &keys)
            // One batch, as keys read together are.
            app.process(keys.map { .key($0) })
            let screen = terminal.lines.joined(separator: "\n")
            #expect(screen.contains(expected), "after \(count) clicks in one batch")
            #expect(screen.contains("Walk the dog") == expected.hasPrefix("[ ]"))
        }
    }
}
