import Foundation
import StateKit
import StateKitTesting
import Testing

// A screen drawn as an SVG picture: what the README's pictures of the
// examples are made with, and a snapshot strategy beside the text one.

/// A line of each look a picture draws differently.
private struct PictureSampler: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("**bold** *it* a<b & c")
            Text("red on yellow").foregroundColor(.red).background(Color.yellow)
            Text("▀▀").foregroundColor(.blue)
            Text("dim").foregroundStyle(.tertiary)
        }
    }
}

@MainActor
@Suite("Pictures of a screen")
struct ScreenSVGTests {
    @Test("each cell's character, colours and attributes; text escaped; blocks as rectangles")
    func picture() {
        let svg = HeadlessHost(PictureSampler(), width: 24, height: 4).svg
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"258.4\" height=\"108\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains(#"font-weight="bold">bold</text>"#))
        #expect(svg.contains(#"font-style="italic">it</text>"#))
        #expect(svg.contains(#"x="90.8" y="29" textLength="67.2""#), "blanks around a run take no glyphs")
        #expect(svg.contains(">a&lt;b &amp; c</text>"), "markup characters are escaped")
        #expect(svg.contains(##"fill="#ffcc00"/>"##), "a background is a rectangle in its colour")
        #expect(svg.contains(##"fill="#ff3b30">red on yellow</text>"##))
        #expect(
            svg.contains(##"<rect x="14" y="54" width="19.2" height="10" fill="#007aff"/>"##),
            "two upper half blocks are one rectangle, half a row high")
        #expect(svg.contains(#"fill-opacity="0.55">dim</text>"#))
    }

    @Test("escaping goes by code point: a combining mark on & or <, and what XML forbids")
    func escapingByCodePoint() {
        let svg = HeadlessHost(Text(verbatim: "&\u{301} <\u{338} a\u{FFFF}b"), width: 12, height: 1).svg
        #expect(svg.contains(">&amp;\u{301} &lt;\u{338} a\u{FFFD}b</text>"))
    }

    @Test("the picture follows the host's colours: none on a terminal without them")
    func pictureWithoutColour() {
        let svg = HeadlessHost(PictureSampler(), width: 24, height: 4, colors: .none).svg
        #expect(!svg.contains("#ff3b30") && !svg.contains("#ffcc00"))
        #expect(svg.contains(#"font-weight="bold">bold</text>"#), "attributes stay")
    }

    @Test("a view recorded as an SVG snapshot")
    func snapshot() {
        assertSnapshot(of: PictureSampler(), as: .svg(width: 24, height: 4))
    }
}
