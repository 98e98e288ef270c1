import StateKit
import StateKitTesting
import Testing

// A small app as its author would write it for SwiftUI, tested as a user's own
// package would test it: only StateKit and StateKitTesting are imported, and
// only their public names are used.

@Observable
final class Bill {
    var amount = 40
    var tipPercent = 15
    var note = ""

    var tip: Int { amount * tipPercent / 100 }
}

struct TipView: View {
    @Environment(Bill.self) var bill

    var body: some View {
        VStack(alignment: .leading) {
            Text("Tip: \(bill.tip)").bold()
            HStack {
                Button("Less") { bill.tipPercent -= 5 }
                Text("\(bill.tipPercent)%")
                Button("More") { bill.tipPercent += 5 }
            }
        }
    }
}

struct AmountView: View {
    @Environment(Bill.self) var bill

    var body: some View {
        Text("Amount: \(bill.amount)").foregroundColor(.green)
    }
}

struct NoteView: View {
    @Environment(Bill.self) var bill

    var body: some View {
        @Bindable var bill = bill
        TextField("Note", text: $bill.note)
    }
}

struct BillView: View {
    @State private var bill = Bill()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            AmountView()
            TipView()
            NoteView()
        }
        .environment(bill)
    }
}

@MainActor
@Suite("A user's tests with StateKitTesting")
struct TipCalculatorTests {
    @Test("a click on More re-evaluates the view that reads the tip, and no other")
    func clickEvaluatesOnlyTheReader() throws {
        let host = HeadlessHost(BillView(), width: 40, height: 10)
        #expect(host.text.contains("Tip: 6"))
        #expect(host.renders(of: TipView.self) == 1)

        try host.click(on: "More")

        #expect(host.text.contains("Tip: 8"))
        #expect(host.text.contains("20%"))
        #expect(host.renders(of: TipView.self) == 2)
        #expect(host.renders(of: AmountView.self) == 1)
        #expect(host.reasons == ["TipView: Bill.tipPercent changed"])
    }

    @Test("Tab and Return press the first button; typing goes to the focused field")
    func keysReachTheFocusedControl() {
        let host = HeadlessHost(BillView(), width: 40, height: 10)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("10%"))

        // Less, More, the field; back to More with Shift-Tab, on to the field.
        host.press(.tab)
        host.press(.tab)
        host.press(.tab, modifiers: .shift)
        host.press(.tab)
        host.type("lunch")
        #expect(host.text.contains("Note lunch"))
        // The field reads its binding itself: typing evaluates no view's body.
        #expect(host.renders(of: NoteView.self) == 1)
        // The last key wrote one cell: its "h", where a blank of the field was.
        #expect(host.cellsWrittenByLastFrame == 1)
    }

    @Test("styles are read as runs: bold, coloured")
    func styleRuns() throws {
        let host = HeadlessHost(BillView(), width: 40, height: 10)
        let tip = try #require(host.styleRuns.first { $0.text.hasPrefix("Tip") })
        #expect(tip.isBold)
        let amount = try #require(host.styleRuns.first { $0.text.hasPrefix("Amount") })
        #expect(amount.foreground == .green)
        #expect(!amount.isBold)
    }

    @Test("a click on text the screen does not show throws, naming it")
    func clickOnMissingText() {
        let host = HeadlessHost(BillView(), width: 40, height: 10)
        #expect(throws: HeadlessHost.NotOnScreen.self) { try host.click(on: "Split") }
    }

    @Test("the whole screen, text and styles, matches its recorded snapshot")
    func snapshot() {
        assertSnapshot(of: BillView(), as: .terminal(width: 40, height: 8))
    }
}
