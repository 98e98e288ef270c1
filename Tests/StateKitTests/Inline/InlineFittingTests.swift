import Testing

@testable import StateKit

// An inline region takes the rows its views need at the window's width, up
// to the window's height, and writes only the cells that change when it
// grows or shrinks.

/// A list whose rows a test adds and removes.
@MainActor
@Observable
private final class Rows {
    var count = 2
}

private struct RowList: View {
    let rows: Rows

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows.count, id: \.self) { index in
                Text("row \(index)")
            }
        }
    }
}

@MainActor
private func makeRegion(_ rows: Rows, window: Size = Size(width: 20, height: 6)) -> (Application, HeadlessRegion) {
    let region = HeadlessRegion(largestSize: window)
    let app = Application(terminal: region)
    app.setRoot(RowList(rows: rows))
    app.renderFrame()
    return (app, region)
}

@MainActor
@Suite("An inline region fits its views")
struct InlineFittingTests {
    @Test("the first frame takes the rows the views need, drawn once")
    func firstFrame() {
        let (_, region) = makeRegion(Rows())
        #expect(region.size == Size(width: 20, height: 2))
        #expect(region.heights == [2])
        #expect(region.lines == ["row 0", "row 1"])
        #expect(region.lastFrameWrites.count == 8, "the two rows' eight letters (a blank is blank already)")
    }

    @Test("growing writes only the new row's cells; the rows kept are not written again")
    func grows() {
        let rows = Rows()
        let (app, region) = makeRegion(rows)
        rows.count = 3
        app.renderFrame()
        #expect(region.size.height == 3)
        #expect(region.lines == ["row 0", "row 1", "row 2"])
        #expect(region.lastFrameWrites == [0, 1, 2, 4].map { Point(x: $0, y: 2) }, "r, o, w and 2")
    }

    @Test("shrinking gives rows back, writing no cell of those kept")
    func shrinks() {
        let rows = Rows()
        rows.count = 4
        let (app, region) = makeRegion(rows)
        rows.count = 1
        app.renderFrame()
        #expect(region.size.height == 1)
        #expect(region.lines == ["row 0"])
        #expect(region.lastFrameWrites.isEmpty)
        #expect(region.heights == [4, 1])
    }

    @Test("the region is never taller than the window; the views are laid out in what it has")
    func tallerThanTheWindow() {
        let rows = Rows()
        rows.count = 10
        let (_, region) = makeRegion(rows, window: Size(width: 20, height: 4))
        #expect(region.size.height == 4)
        #expect(region.lines.count == 4)
    }

    @Test("a window resize blanks the region at the new width, and the next frame draws it whole")
    func windowResize() {
        let rows = Rows()
        let (app, region) = makeRegion(rows)
        region.largestSize = Size(width: 12, height: 6)
        app.terminalResized()
        app.renderFrame()
        #expect(region.size == Size(width: 12, height: 2))
        #expect(region.lines == ["row 0", "row 1"])
        #expect(region.lastFrameWrites.count == 8)
    }

    @Test("without a terminal, the frame is plain text, its blank rows at the end left out")
    func plainText() {
        let rows = Rows()
        rows.count = 3
        let plain = PlainInline(AnyView(RowList(rows: rows)), width: 30)
        #expect(plain.lines == ["row 0", "row 1", "row 2"])
        rows.count = 1
        #expect(plain.lines == ["row 0"], "the frame is the views' as they are when it is asked for")
    }
}
