import StateKit
import StateKitTesting
import Testing

// Texts joined with +: each part keeps its attributes, the whole wraps as one.

@MainActor
@Suite("Styled text: Text + Text")
struct StyledTextTests {
    @Test("each part keeps its weight, colour, underline and strikethrough")
    func partsKeepTheirAttributes() {
        let text =
            Text("plain ") + Text("bold").bold() + Text(" red").foregroundColor(.red)
            + Text(" under").underline() + Text(" struck").strikethrough()
        let host = HeadlessHost(text, width: 30, height: 1)
        #expect(host.lines[0].hasPrefix("plain bold red under struck"))
        #expect(
            host.styleRuns.map(\.description) == [
                "row 0, columns 6-9: bold", "row 0, columns 10-13: red", "row 0, columns 14-19: underline",
                "row 0, columns 20-26: strikethrough",
            ])
    }

    @Test("the whole wraps as one text, at its spaces, each part keeping its attributes across the break")
    func wrapsAcrossParts() {
        let text = Text("one two ") + Text("three four five").bold() + Text(" six")
        let host = HeadlessHost(text.frame(width: 96, alignment: .leading), width: 12, height: 3)
        #expect(host.lines == ["one two     ", "three four  ", "five six    "])
        #expect(
            host.styleRuns.map(\.description) == [
                "row 1, columns 0-9: bold", "row 2, columns 0-3: bold",
            ])
    }

    @Test("attributes of the whole reach every part; a part's own colour wins")
    func wholeAttributes() {
        let text = (Text("a") + Text("b").foregroundColor(.green)).bold().foregroundColor(.blue)
        let host = HeadlessHost(text, width: 2, height: 1)
        #expect(
            host.styleRuns.map(\.description) == ["row 0, columns 0-0: bold, blue", "row 0, columns 1-1: bold, green"])
    }

    @Test("a joined text cut at its last line keeps each part's attributes up to the cut")
    func cut() {
        let text = Text("alpha ") + Text("beta gamma delta").italic()
        let host = HeadlessHost(text.lineLimit(1).frame(width: 80), width: 10, height: 1)
        #expect(host.lines[0] == "alpha bet…")
        #expect(host.styleRuns.first?.description == "row 0, columns 6-8: italic")
    }

    @Test("a text updated from joined to plain draws plain")
    func backToPlain() throws {
        struct Toggling: View {
            @State private var joined = true
            var body: some View {
                VStack {
                    if joined { Text("ab") + Text("cd").bold() } else { Text("abcd") }
                    Button("Toggle") { joined.toggle() }
                }
            }
        }
        let host = HeadlessHost(Toggling(), width: 10, height: 2)
        #expect(host.styleRuns.contains { $0.text == "cd" && $0.isBold })
        try host.click(on: "Toggle")
        #expect(!host.styleRuns.contains { $0.isBold && $0.text.contains("cd") })
    }

    @Test("hostile parts: 100,000 characters without a space, and control characters, keep every part's style in place")
    func hostileParts() {
        let long = String(repeating: "x", count: 100_000)
        let host = HeadlessHost((Text("a") + Text(long).bold()).frame(width: 80), width: 10, height: 2)
        #expect(host.lines[0].hasPrefix("a"))
        #expect(host.styleRuns.first?.isBold == true, "the long part is bold where it shows")
        let controls = Text("a\u{1B}b") + Text("c\u{7}d").italic()
        let shown = HeadlessHost(controls, width: 10, height: 1)
        #expect(shown.lines[0].hasPrefix("a␛bc␇d"))
        #expect(shown.styleRuns.map(\.description) == ["row 0, columns 3-5: italic"])
    }
}
