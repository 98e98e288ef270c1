import StateKit
import StateKitTesting
import Testing

// Text wraps at its spaces where its room is narrower than it, as SwiftUI's
// does; lineLimit, multilineTextAlignment and truncationMode.

struct Paragraph: View {
    let words = "the quick brown fox jumps over the lazy dog"
    var body: some View {
        VStack(alignment: .leading) {
            Text(words)
            Divider()
            Text(words).lineLimit(2)
            Divider()
            Text(words).lineLimit(1).truncationMode(.middle)
            Text(words).lineLimit(1).truncationMode(.head)
            Text("centred lines of text").multilineTextAlignment(.center).frame(width: 80)
        }
    }
}

@MainActor
@Suite("Text layout")
struct TextLayoutTests {
    @Test("text wraps at its spaces to the width it is given; a limit cuts the last line with an ellipsis")
    func wrapping() {
        let host = HeadlessHost(Paragraph(), width: 16, height: 14)
        #expect(
            Array(host.lines[0...3]) == [
                "the quick brown ", "fox jumps over  ", "the lazy dog    ", "────────────────",
            ])
        #expect(host.lines[4] == "the quick brown ")
        #expect(host.lines[5] == "fox jumps over… ", "two lines, the second holding the rest, cut")
        #expect(host.lines[7] == "the quic…azy dog")
        #expect(host.lines[8] == "…er the lazy dog")
    }

    @Test("multilineTextAlignment lines up the wrapped lines within the text's width, its widest line's")
    func alignment() {
        let host = HeadlessHost(Paragraph(), width: 16, height: 14)
        // Eight columns wide, centred in the frame of ten.
        #expect(host.lines[9].hasPrefix(" centred "))
        #expect(host.lines[10].hasPrefix(" lines of"))
        #expect(host.lines[11].hasPrefix("   text "))
    }

    @Test("a text that grows a line lays out again; one of the same lines is only drawn")
    func wrapChanges() throws {
        let host = HeadlessHost(Grower(), width: 12, height: 3)
        #expect(host.lines[0] == "one two     ")
        #expect(host.lines[1].hasPrefix(" More "))
        try host.click(on: "More")
        #expect(host.lines[0] == "one two     ")
        #expect(host.lines[1] == "three       ")
        #expect(host.lines[2].hasPrefix(" More "))
    }
}

struct Grower: View {
    @State private var text = "one two"
    var body: some View {
        VStack(alignment: .leading) {
            Text(text)
            Button("More") { text = "one two three" }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
