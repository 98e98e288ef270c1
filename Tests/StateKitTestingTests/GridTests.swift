import StateKit
import StateKitTesting
import Testing

// Grid and GridRow; LazyVGrid and LazyHGrid with fixed, flexible and
// adaptive items.

struct Scores: View {
    var body: some View {
        Grid(alignment: .leading) {
            GridRow {
                Text("Name")
                Text("Score")
            }
            Divider()
            GridRow {
                Text("Ada")
                Text("12")
            }
            GridRow {
                Text("Grace")
                Text("7")
            }
        }
    }
}

struct Tiles: View {
    let columns: [GridItem]
    var body: some View {
        LazyVGrid(columns: columns, alignment: .leading) {
            ForEach(1...7, id: \.self) { Text("t\($0)") }
        }
    }
}

@MainActor
@Suite("Grids")
struct GridTests {
    @Test("a grid's columns are as wide as their widest cell; a view that is no row spans them")
    func grid() {
        // The divider, taking what it is offered, spans the screen, as in
        // SwiftUI without gridCellUnsizedAxes.
        let host = HeadlessHost(Scores(), width: 20, height: 4)
        #expect(
            host.lines == [
                "Name  Score         ",
                "────────────────────",
                "Ada   12            ",
                "Grace 7             ",
            ])
    }

    @Test("a lazy grid of fixed columns flows its items row after row")
    func fixed() {
        let host = HeadlessHost(Tiles(columns: Array(repeating: GridItem(.fixed(32)), count: 3)), width: 14, height: 3)
        #expect(host.lines == ["t1   t2   t3  ", "t4   t5   t6  ", "t7            "])
    }

    @Test("flexible columns share the width; an adaptive item fits as many columns as its minimum allows")
    func flexibleAndAdaptive() {
        let flexible = HeadlessHost(
            Tiles(columns: [GridItem(.flexible()), GridItem(.flexible())]), width: 21, height: 4)
        #expect(flexible.lines[0] == "t1         t2        ")
        let adaptive = HeadlessHost(Tiles(columns: [GridItem(.adaptive(minimum: 32))]), width: 19, height: 2)
        // Four columns of four cells, a cell apart, in nineteen.
        #expect(adaptive.lines == ["t1   t2   t3   t4  ", "t5   t6   t7       "])
    }

    @Test("a lazy horizontal grid flows its items down its rows, column after column")
    func horizontal() {
        let host = HeadlessHost(
            LazyHGrid(rows: [GridItem(.fixed(16), spacing: 0), GridItem(.fixed(16))]) {
                ForEach(1...5, id: \.self) { Text("r\($0)") }
            }, width: 12, height: 2)
        #expect(host.lines == ["r1 r3 r5    ", "r2 r4       "])
    }
}

struct ResizableTiles: View {
    @State private var width: CGFloat = 3
    var body: some View {
        VStack(alignment: .leading) {
            Button("Wider") { width = 5 }
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(CGFloat(width) * 8)), count: 3), alignment: .leading) {
                ForEach(1...3, id: \.self) { Text("t\($0)") }
            }
            HStack {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 24))]) {
                    ForEach(1...4, id: \.self) { Text("a\($0)") }
                }
                Text("|")
            }
        }
    }
}

@MainActor
@Suite("Grids that change")
struct GridChangeTests {
    @Test("new track sizes lay the grid out again; an adaptive grid in a stack makes no more tracks than items")
    func changes() throws {
        let host = HeadlessHost(ResizableTiles(), width: 30, height: 4)
        #expect(host.lines[1].hasPrefix("t1  t2  t3"))
        // The adaptive grid takes the room the stack gives it: four tracks,
        // one an item, however far a stack's measuring stretches it.
        #expect(host.lines[2] == "  a1     a2     a3     a4   | ")
        try host.click(on: "Wider")
        #expect(host.lines[1].hasPrefix("t1    t2    t3"))
    }
}
