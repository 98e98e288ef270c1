import StateKit
import StateKitTesting
import Testing

// Clipping, masks, content shapes, borders and container shapes.

/// A row whose taps count, tappable only inside a circle when `round`.
struct TapTarget: View {
    let round: Bool
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("taps \(taps)")
            Color.clear
                .frame(width: 64, height: 64)
                .contentShape(round ? AnyShape(Circle()) : AnyShape(Rectangle()))
                .onTapGesture { taps += 1 }
        }
    }
}

@MainActor
@Suite("Clipping, masks, content shapes and borders")
struct ClipShapeTests {
    @Test("clipShape draws a coloured view only inside the shape, half blocks at its round edge")
    func clipShapeClips() {
        let host = HeadlessHost(
            Color.blue.frame(width: 64, height: 64).clipShape(Circle()), width: 8, height: 4)
        // A colour is blank cells on it: inside, they stay; at the circle's
        // edge, half blocks; in the frame's corners, nothing.
        #expect(host.lines == [" ▄    ▄ ", "        ", "        ", " ▀    ▀ "])
        let top = host.styleRuns.filter { $0.row == 0 }.map(\.description)
        #expect(top == ["row 0, columns 1-1: blue", "row 0, columns 2-5: on blue", "row 0, columns 6-6: blue"])
    }

    @Test("cornerRadius rounds a coloured view's corners; text inside stays whole")
    func cornerRadius() throws {
        let host = HeadlessHost(
            Text("Hello").frame(width: 96, height: 48).background(Color.green).cornerRadius(16), width: 12, height: 3)
        #expect(host.lines[0].first == "▄" && host.lines[0].last == "▄")
        #expect(host.lines[2].first == "▀" && host.lines[2].last == "▀")
        #expect(host.lines[1].contains("Hello"))
        let hello = try #require(host.styleRuns.first { $0.text.contains("Hello") })
        #expect(hello.background == .green)
    }

    @Test("a mask keeps the view where the mask draws, and what lies under elsewhere")
    func maskKeepsWhereDrawn() {
        let host = HeadlessHost(
            ZStack {
                Text("under under under")
                Color.red.frame(width: 136, height: 16).mask { Text("mask") }
            }, width: 17, height: 1)
        // The mask draws four cells in the middle: only those show the red
        // view, blank cells on red; elsewhere the text under it shows.
        #expect(host.lines[0] == "under     r under")
        #expect(host.styleRuns.map(\.description) == ["row 0, columns 6-9: on red"])
    }

    @Test("contentShape(Circle()) makes clicks in the frame's corners miss; Rectangle() hits the whole frame")
    func contentShapeShapesClicks() throws {
        let round = HeadlessHost(TapTarget(round: true), width: 8, height: 5)
        round.click(column: 0, row: 1)
        #expect(round.lines[0].contains("taps 0"), "the top-leading corner is outside the circle")
        round.click(column: 4, row: 2)
        #expect(round.lines[0].contains("taps 1"), "the middle is inside")
        let square = HeadlessHost(TapTarget(round: false), width: 8, height: 5)
        square.click(column: 0, row: 1)
        #expect(square.lines[0].contains("taps 1"))
    }

    @Test("contentShape around a button shapes its clicks too")
    func contentShapeAroundAButton() {
        var presses = 0
        let host = HeadlessHost(
            Button("Round button") { presses += 1 }.contentShape(Circle()), width: 16, height: 1)
        host.click(column: 0, row: 0)
        #expect(presses == 0, "the leading edge of a one-row circle's frame is outside it")
        host.click(column: 8, row: 0)
        #expect(presses == 1)
    }

    @Test("border draws a line in the cells around the view, heavy past 2 points, in its colour")
    func border() throws {
        let host = HeadlessHost(
            HStack {
                Text("thin").border(.red)
                Text("thick").border(Color.blue, width: 4)
            }, width: 15, height: 3)
        #expect(host.lines == ["┌────┐ ┏━━━━━┓", "│thin│ ┃thick┃", "└────┘ ┗━━━━━┛"].map { $0 + " " })
        let corner = try #require(host.styleRuns.first { $0.row == 0 })
        #expect(corner.foreground == .red)
    }

    @Test("a ContainerRelativeShape draws the shape its container gives, a rectangle without one")
    func containerShape() {
        let host = HeadlessHost(
            HStack(spacing: 8) {
                ContainerRelativeShape().fill(.blue).frame(width: 48, height: 32)
                ContainerRelativeShape().fill(.blue).frame(width: 48, height: 32)
                    .containerShape(RoundedRectangle(cornerRadius: 16))
            }, width: 13, height: 2)
        #expect(host.lines == ["██████ ▄████▄", "██████ ▀████▀"])
    }

    @Test("clipped draws nothing of the view outside its frame")
    func clipped() {
        let host = HeadlessHost(
            HStack(spacing: 0) {
                Text("abcdef").fixedSize().frame(width: 24).clipped()
                Text("|")
            }, width: 6, height: 1)
        #expect(host.lines[0].contains("|"))
    }
}
