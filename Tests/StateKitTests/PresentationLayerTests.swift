import StateKit
import StateKitTesting
import Testing

// The engine under sheets and alerts: views below a layer that change are
// drawn dimmed and under it, views inside it are drawn over what is below,
// incremental frames leave the screen as a full repaint draws it, and the
// inspector shows the stacks and what is presented.

@MainActor
final class Ticker: ObservableObject {
    @Published var count = 0
}

struct TickerScreen: View {
    @ObservedObject var ticker: Ticker
    @State private var shows = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("count \(ticker.count) ............................").lineLimit(1)
                Button("Open") { shows = true }
            }
            .navigationTitle("Ticks")
        }
        .sheet(isPresented: $shows) { TickerSheet() }
    }
}

struct TickerSheet: View {
    @State private var note = ""
    var body: some View {
        VStack(alignment: .leading) {
            Text("the sheet")
            TextField("Note", text: $note)
        }
    }
}

@MainActor
final class SheetModel: ObservableObject {
    static weak var latest: SheetModel?
    init() { SheetModel.latest = self }
}

struct HoldsModel: View {
    @StateObject private var model = SheetModel()
    var body: some View { Text("holding a model") }
}

struct ModelSheetHost: View {
    @State private var shows = false
    var body: some View {
        VStack {
            Button("Open") { shows = true }
            Button("Close") { shows = false }
        }
        .sheet(isPresented: $shows) { HoldsModel() }
        .alert("Sure?", isPresented: .constant(false)) {}
    }
}

@MainActor
@Suite("Presentation layers")
struct PresentationLayerTests {
    private func clickOpen(_ app: Application, _ terminal: HeadlessTerminal) throws {
        let row = try #require(terminal.lines.firstIndex { $0.contains(" Open ") })
        let column = try #require(terminal.column(of: "Open", row: row))
        app.process([.key(.mouse(MouseEvent(.press(button: 0), at: Point(x: column, y: row))))])
        app.renderFrame()
    }

    @Test("a view below a sheet that changes is drawn dimmed, under the sheet; typing in the sheet draws over it")
    func incrementalFrames() throws {
        let ticker = Ticker()
        let (app, terminal) = makeApp(TickerScreen(ticker: ticker), size: Size(width: 30, height: 10))
        try clickOpen(app, terminal)
        #expect(terminal.lines[3].contains("the sheet"))
        ticker.count = 7
        app.renderFrame()
        // The changed row is drawn where the sheet leaves room, and the
        // sheet stays over it.
        let row = try #require(terminal.lines.firstIndex { $0.hasPrefix("coun│ Note") })
        #expect(terminal.cell(of: "coun", row: row)?.style.contains(.dim) == true)
        #expect(terminal.cell(of: "Note", row: row)?.style.contains(.dim) == false)
        expectScreenIsComplete(app)
        app.press(.tab)
        for character in "hello" { app.press(.character(character)) }
        #expect(terminal.lines.contains { $0.contains("hello") })
        expectScreenIsComplete(app)
        app.press(.escape)
        #expect(terminal.lines[row].hasPrefix("count 7"))
        #expect(terminal.cell(of: "count 7", row: row)?.style.contains(.dim) == false)
        expectScreenIsComplete(app)
    }

    @Test("the inspector shows a stack's screens and what is presented")
    func inspector() throws {
        let (app, terminal) = makeApp(TickerScreen(ticker: Ticker()), size: Size(width: 30, height: 10))
        #expect(app.graph.inspectorLines().contains(" stack: Ticks"))
        try clickOpen(app, terminal)
        let lines = app.graph.inspectorLines()
        let presented = try #require(lines.firstIndex(of: " presented sheet"))
        #expect(lines[presented + 1].hasPrefix("  TickerSheet · renders 1"))
    }

    @Test("a dismissed sheet's views are freed, with what they hold")
    func freed() throws {
        let (app, terminal) = makeApp(ModelSheetHost(), size: Size(width: 40, height: 12))
        try clickOpen(app, terminal)
        #expect(terminal.lines.contains { $0.contains("holding a model") })
        #expect(SheetModel.latest != nil)
        app.press(.escape)
        #expect(!terminal.lines.contains { $0.contains("holding a model") })
        #expect(SheetModel.latest == nil, "the sheet's @StateObject went with it")
    }
}
