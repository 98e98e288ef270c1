import StateKit
import StateKitTesting
import Testing

// overlay and background with a view: the view keeps its size, the other is
// offered that size and placed in it by the alignment, over or under it.

struct UnreadBadge: View {
    let count: Int
    var body: some View { Text("\(count)") }
}

struct OverlaidInbox: View {
    @State private var messages: [String] = []
    @State private var unread = 3

    var body: some View {
        VStack(alignment: .leading) {
            Text("Messages waiting here")
                .overlay(alignment: .topTrailing) { UnreadBadge(count: unread) }
            Button("Read one") { unread -= 1 }
            List {
                ForEach(messages, id: \.self) { Text($0) }
            }
            .frame(height: 80)
            .overlay {
                if messages.isEmpty {
                    VStack {
                        Text("No messages")
                        Button("Fetch") { messages = ["Hello", "Lunch?"] }
                    }
                }
            }
            Text("under").background { Color.blue }
            Text("tagged").overlay(Text("*"), alignment: .leading)
        }
    }
}

@MainActor
@Suite("overlay and background with a view")
struct OverlayTests {
    @Test("the overlay lies over the view, in its frame, placed by the alignment")
    func placedOver() {
        let host = HeadlessHost(OverlaidInbox(), width: 30, height: 10)
        #expect(host.lines[0].hasPrefix("Messages waiting her3"), "the badge at the top trailing corner")
        #expect(host.lines[8].hasPrefix("*agged"), "the older form, at the leading edge")
        #expect(host.lines[3].trimmingCharacters(in: .whitespaces) == "No messages", "centred in the list's frame")
        #expect(host.styleRuns.contains { $0.text.hasPrefix("under") && $0.background == .blue })
    }

    @Test("a change under the overlay redraws the view under it and keeps the overlay; only it is evaluated")
    func changeKeepsOverlay() throws {
        let host = HeadlessHost(OverlaidInbox(), width: 30, height: 10)
        try host.click(on: "Read one")
        #expect(host.lines[0].hasPrefix("Messages waiting her2"))
        #expect(host.renders(of: UnreadBadge.self) == 2)
    }

    @Test("an empty list shows what the overlay says; its button takes the click over the list")
    func overlayOverList() throws {
        let host = HeadlessHost(OverlaidInbox(), width: 30, height: 10)
        #expect(host.text.contains("No messages"))
        try host.click(on: "Fetch")
        #expect(host.text.contains("Hello"))
        #expect(!host.text.contains("No messages"))
    }
}
