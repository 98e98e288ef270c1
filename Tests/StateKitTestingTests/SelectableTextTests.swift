import StateKit
import StateKitTesting
import Testing

// `.textSelection(.enabled)`: a drag across a text selects it, Alt-C copies
// the selection; a click ends it, and controls keep their clicks.

private struct ShippingNote: View {
    @State private var paid = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Order 4471-XK shipped")
            Text("track at\nparcel.example/4471")
            Text("paid \(paid) times")
            Button("Pay again") { paid += 1 }
                .keyboardShortcut("p", modifiers: [])
            Text("Not for copying").textSelection(.disabled)
        }
        .textSelection(.enabled)
    }
}

private struct LongNote: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<30) { line in
                    Text("line \(line) of the note")
                }
            }
        }
        .textSelection(.enabled)
    }
}

private struct MailPicker: View {
    @State private var chosen: String?

    var body: some View {
        VStack(alignment: .leading) {
            Text("chosen \(chosen ?? "none")")
            List(["alpha", "beta", "gamma"], id: \.self, selection: $chosen) { name in
                Text("mail from \(name)")
            }
        }
        .textSelection(.enabled)
    }
}

private struct PlainNote: View {
    var body: some View {
        Text("Order 4471-XK shipped")
    }
}

@MainActor
@Suite("Selectable text")
struct SelectableTextTests {
    private func reversed(_ host: HeadlessHost) -> String {
        host.styleRuns.filter(\.isReversed).map(\.text).joined(separator: "|")
    }

    @Test("a drag across a selectable text selects what it passes over, shown in reverse; Alt-C copies it")
    func dragAndCopy() throws {
        let host = HeadlessHost(ShippingNote(), width: 40, height: 8)
        host.drag(column: 6, row: 0, toColumn: 12, toRow: 0)
        #expect(reversed(host) == "4471-XK")
        #expect(host.clipboard == nil, "selecting alone copies nothing")
        host.press("c", modifiers: .option)
        #expect(host.clipboard == "4471-XK")
        #expect(host.text.contains("Order 4471-XK shipped"), "the text stays as it was")
    }

    @Test("a drag backwards and across rows selects in reading order, rows joined by line breaks")
    func acrossRows() {
        let host = HeadlessHost(ShippingNote(), width: 40, height: 8)
        host.drag(column: 13, row: 2, toColumn: 6, toRow: 1)
        #expect(reversed(host) == "at|parcel.example")
        host.press("c", modifiers: .option)
        #expect(host.clipboard == "at\nparcel.example")
    }

    @Test("a click selects nothing, and a click elsewhere ends a selection")
    func clicks() {
        let host = HeadlessHost(ShippingNote(), width: 40, height: 8)
        host.click(column: 3, row: 0)
        #expect(reversed(host) == "")
        host.drag(column: 0, row: 0, toColumn: 4, toRow: 0)
        #expect(reversed(host) == "Order")
        host.click(column: 30, row: 6)
        #expect(reversed(host) == "")
        host.press("c", modifiers: .option)
        #expect(host.clipboard == nil, "nothing selected, nothing copied")
    }

    @Test("one selection at a time: a drag on another text ends the first")
    func oneAtATime() {
        let host = HeadlessHost(ShippingNote(), width: 40, height: 8)
        host.drag(column: 0, row: 0, toColumn: 4, toRow: 0)
        host.drag(column: 0, row: 3, toColumn: 3, toRow: 3)
        #expect(reversed(host) == "paid")
    }

    @Test("a control's label is the control's: a click presses the button")
    func controlsKeepClicks() throws {
        let host = HeadlessHost(ShippingNote(), width: 40, height: 8)
        try host.click(on: "Pay again")
        #expect(host.text.contains("paid 1 times"))
        #expect(reversed(host) == "")
    }

    @Test("the selection ends when its text changes")
    func textChanges() {
        let host = HeadlessHost(ShippingNote(), width: 40, height: 8)
        host.drag(column: 0, row: 3, toColumn: 3, toRow: 3)
        #expect(reversed(host) == "paid")
        host.press("p")
        #expect(host.text.contains("paid 1 times"))
        #expect(reversed(host) == "")
    }

    @Test("text under .textSelection(.disabled), or under no modifier, is not selected")
    func notSelectable() throws {
        let host = HeadlessHost(ShippingNote(), width: 40, height: 8)
        let row = try #require(host.lines.firstIndex { $0.hasPrefix("Not for copying") })
        host.drag(column: 0, row: row, toColumn: 10, toRow: row)
        #expect(reversed(host) == "")
        let plain = HeadlessHost(PlainNote(), width: 40, height: 3)
        plain.drag(column: 0, row: 0, toColumn: 4, toRow: 0)
        #expect(reversed(plain) == "")
        plain.press("c", modifiers: .option)
        #expect(plain.clipboard == nil)
    }

    @Test("text in a scroll view is selected by a drag: the scroll view leaves it the click")
    func inScrollView() {
        let host = HeadlessHost(LongNote(), width: 30, height: 6)
        // The rows' stack is centred in the scroll view's width.
        host.drag(column: 5, row: 1, toColumn: 10, toRow: 1)
        #expect(reversed(host) == "line 1")
        host.press("c", modifiers: .option)
        #expect(host.clipboard == "line 1")
    }

    @Test("a selection scrolls with its text: what Alt-C copies is what was selected")
    func scrollsWithItsText() throws {
        let host = HeadlessHost(LongNote(), width: 30, height: 6)
        host.drag(column: 5, row: 1, toColumn: 10, toRow: 1)
        try host.scroll(by: 1, on: "line 3 of the note")
        #expect(!host.lines[1].contains("line 1 "), "the view scrolled")
        host.press("c", modifiers: .option)
        #expect(host.clipboard == "line 1")
    }

    @Test("in a list whose rows are chosen, a click on a row's selectable text chooses the row")
    func listRowsKeepClicks() throws {
        let host = HeadlessHost(MailPicker(), width: 30, height: 8)
        try host.click(on: "mail from beta")
        #expect(host.text.contains("chosen beta"))
        host.press("c", modifiers: .option)
        #expect(host.clipboard == nil, "no text selected")
    }

    @Test("100,000 characters without a space: the text breaks into rows, and a drag over three copies those three")
    func longWord() {
        let word = String(repeating: "x", count: 100_000)
        let host = HeadlessHost(Text(word).textSelection(.enabled), width: 40, height: 10)
        host.drag(column: 0, row: 0, toColumn: 39, toRow: 2)
        host.press("c", modifiers: .option)
        let row = String(repeating: "x", count: 40)
        #expect(host.clipboard == [row, row, row].joined(separator: "\n"))
    }
}
