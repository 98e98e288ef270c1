import StateKit
import Testing

// The frames one turn of the loop draws (a reader built again for the room it
// got, a focus written in onAppear) reach the screen as one.

/// A reader whose content says how wide its room is.
private struct RoomWidth: View {
    var body: some View {
        GeometryReader { proxy in
            Text("room \(Int(proxy.size.width))")
        }
    }
}

@MainActor
@Suite("One present per turn of the loop")
struct OnePresentPerTurnTests {
    @Test("a reader's content, built again for its room, reaches the screen in one present, never the empty room's")
    func readerStart() {
        let (app, terminal) = makeApp(RoomWidth(), size: Size(width: 30, height: 4))
        #expect(terminal.lines[0].hasPrefix("room 240"))
        #expect(terminal.presentedFrames == 1, "the frame built for no room was drawn, not shown")
        #expect(app.renderer.frames >= 2, "two frames drawn: for no room, then for the room")
    }

    @Test("a resize presents the content built for the new room, once")
    func resize() {
        let (app, terminal) = makeApp(RoomWidth(), size: Size(width: 30, height: 4))
        let presented = terminal.presentedFrames
        app.process([.resize(Size(width: 20, height: 4))])
        #expect(terminal.lines[0].hasPrefix("room 160"))
        #expect(terminal.presentedFrames == presented + 1)
    }
}
