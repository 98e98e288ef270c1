import Foundation
import Testing

@testable import StateKit

// OSC 8 hyperlinks: the cells of a text's links and of a `Link`'s label
// carry their URL through the diff; the terminal is sent the runs whose link
// or cells changed, and nothing for a frame that changes neither.

private struct LinkedNote: View {
    @State private var count = 0
    @State private var linked = true

    var body: some View {
        VStack(alignment: .leading) {
            if linked {
                Text("Read [the guide](https://example.com/guide) first")
            } else {
                Text("Read the guide first")
            }
            Link("Support", destination: URL(string: "https://example.com/help")!)
            Text("count \(count)")
            Button("More") { count += 1 }
                .keyboardShortcut("m", modifiers: [])
            Button("Unlink") { linked = false }
                .keyboardShortcut("u", modifiers: [])
        }
    }
}

private struct Relabel: View {
    @State private var linked = true
    @State private var label = "start"
    @State private var step = 0

    var body: some View {
        VStack(alignment: .leading) {
            if linked {
                Link(label, destination: URL(string: "https://example.com/relabel")!)
            } else {
                Text(label)
            }
            Button("Go") {
                linked = false
                label = "one"
                step += 1
            }
            .keyboardShortcut("g", modifiers: [])
        }
        .onChange(of: step) { label = "two" }
    }
}

/// The URL of each run of linked cells on the terminal's screen, with its text.
@MainActor
private func links(on terminal: HeadlessTerminal) -> [String] {
    var found: [String] = []
    let screen = terminal.screen
    for y in 0..<screen.size.height {
        var x = 0
        while x < screen.size.width {
            let number = screen.linkNumber(x: x, y: y)
            var end = x + 1
            while end < screen.size.width && screen.linkNumber(x: end, y: y) == number { end += 1 }
            if let url = Hyperlinks.url(numbered: number) {
                let text = (x..<end).map { String(screen[$0, y].character) }.joined()
                found.append("\(text) → \(url)")
            }
            x = end
        }
    }
    return found
}

@MainActor
@Suite("Hyperlinks (OSC 8)")
struct HyperlinkTests {
    @Test("a text's link and a Link's label reach the terminal's cells with their URLs")
    func linksReachTheScreen() {
        let (_, terminal) = makeApp(LinkedNote())
        #expect(links(on: terminal) == ["the guide → https://example.com/guide", "Support → https://example.com/help"])
        #expect(terminal.hyperlinkRunsWritten == 2)
    }

    @Test("a frame that changes no linked cell sends no run; one that takes a link away sends its cells without it")
    func onlyChangesAreSent() {
        let (app, terminal) = makeApp(LinkedNote())
        app.press("m")
        #expect(terminal.lines.joined().contains("count 1"))
        #expect(terminal.hyperlinkRunsWritten == 2, "the count changed, no link did")
        app.press("u")
        #expect(terminal.lines.joined().contains("Read the guide first"))
        #expect(links(on: terminal) == ["Support → https://example.com/help"])
        #expect(terminal.hyperlinkRunsWritten > 2, "the guide's cells were sent again, with no link")
    }

    @Test("a resize repaints everything, links included")
    func resize() {
        let (app, terminal) = makeApp(LinkedNote())
        app.handle(.resize(Size(width: 50, height: 12)))
        app.renderFrame()
        #expect(links(on: terminal) == ["the guide → https://example.com/guide", "Support → https://example.com/help"])
    }

    @Test("the sequences: a URL of printable ASCII opens a link; empty, too long or holding a control, none")
    func sequences() {
        #expect(
            HyperlinkSequence.open("https://example.com/a?b=c")
                == Array("\u{1B}]8;;https://example.com/a?b=c\u{1B}\\".utf8))
        #expect(HyperlinkSequence.close == Array("\u{1B}]8;;\u{1B}\\".utf8))
        #expect(HyperlinkSequence.open("") == nil)
        #expect(HyperlinkSequence.open("https://example.com/\u{1B}]0;owned\u{07}") == nil, "a string's end inside")
        #expect(HyperlinkSequence.open("https://example.com/a b") == nil)
        let long = "https://example.com/" + String(repeating: "a", count: 3000)
        #expect(HyperlinkSequence.open(long) == nil)
        #expect(Hyperlinks.number(of: long) == 0, "a URL too long for any terminal is not even kept")
        #expect(HyperlinkSequence.isSent(toTerminal: "xterm-256color"))
        #expect(!HyperlinkSequence.isSent(toTerminal: "linux"))
    }

    @Test("an inline region draws a run again inside its link, its attributes as the cells'")
    func inlineBytes() {
        var region = InlineRegion(
            strings: .ecma48(depth: .none), screen: ScreenColors(depth: .none, scheme: .dark), width: 20)
        region.open(height: 1)
        _ = region.takeOutput()
        let cells = "docs".map { Cell($0, style: .underline) }
        region.write(HyperlinkRun(origin: Point(x: 3, y: 0), cells: cells, url: "https://example.com"))
        let written = String(decoding: region.takeOutput(), as: UTF8.self)
        #expect(written == "\u{1B}[3C\u{1B}]8;;https://example.com\u{1B}\\\u{1B}[4mdocs\u{1B}]8;;\u{1B}\\")
    }

    @Test("in full screen, runs are drawn again at their places under a saved cursor, never in the screen's last cell")
    func fullScreenBytes() {
        var pen = CellPen(strings: .ecma48(depth: .none), screen: ScreenColors(depth: .none, scheme: .dark))
        let runs = [
            HyperlinkRun(origin: Point(x: 2, y: 0), cells: "ab".map { Cell($0) }, url: "https://a.example"),
            HyperlinkRun(origin: Point(x: 7, y: 3), cells: "xyz".map { Cell($0) }, url: nil),
        ]
        let bytes = String(
            decoding: CursesHyperlinks.redrawing(runs, with: &pen, onScreenOf: Size(width: 10, height: 4)),
            as: UTF8.self)
        let saved = "\u{1B}7\u{1B}[0m"
        let linked = "\u{1B}]8;;https://a.example\u{1B}\\\u{1B}[1;3Hab\u{1B}]8;;\u{1B}\\"
        #expect(bytes == saved + linked + "\u{1B}[4;8Hxy\u{1B}8", "no link: written plainly, and z left out")
    }

    @Test("a cell drawn as more than one ASCII character (struck through, as ncurses draws it) is followed by a move")
    func fullScreenPlacesAgain() {
        var pen = CellPen(strings: .ecma48(depth: .none), screen: ScreenColors(depth: .none, scheme: .dark))
        let struck = "ab".map { Cell($0, style: .strikethrough) }
        let runs = [HyperlinkRun(origin: Point(x: 0, y: 1), cells: struck, url: "https://a.example")]
        let bytes = String(
            decoding: CursesHyperlinks.redrawing(runs, with: &pen, onScreenOf: Size(width: 10, height: 4)),
            as: UTF8.self)
        let open = "\u{1B}]8;;https://a.example\u{1B}\\"
        let close = "\u{1B}]8;;\u{1B}\\"
        #expect(
            bytes == "\u{1B}7\u{1B}[0m" + open + "\u{1B}[2;1Ha\u{336}\u{1B}[2;2Hb\u{336}" + close + "\u{1B}8",
            "the stroke as ncurses draws it, not as an attribute")
    }

    @Test("frames drawn before one present: the runs sent hold what the screen holds last, not a frame's before")
    func framesBeforeAPresent() {
        let (app, terminal) = makeApp(Relabel())
        #expect(links(on: terminal) == ["start → https://example.com/relabel"])
        app.press("g")
        #expect(terminal.lines[0].hasPrefix("two"), "the action's frame took the link away, onChange's relabelled it")
        #expect(links(on: terminal).isEmpty)
        expectScreenIsComplete(app)
    }
}
