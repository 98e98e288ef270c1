import Testing

@testable import StateKit

// Long text costs linear time: a word without spaces (a paragraph of CJK
// text) is broken in one pass, and a frame that changes neither the text nor
// its width does not break it again.

@MainActor
@Suite("Long text")
struct LongTextTests {
    @Test("100,000 characters without a space are broken in one pass, each byte measured at most twice")
    func onePass() {
        let text = String(repeating: "漢", count: 100_000)
        var visits = 0
        let lines = WordWrap.lines(of: text, width: 79, breakingLongWords: true, visits: &visits)
        #expect(lines.count == 2_565, "39 two-column glyphs a line of 79 columns")
        #expect(lines.allSatisfy { $0.terminalWidth <= 79 })
        #expect(lines.dropLast().allSatisfy { $0.terminalWidth == 78 })
        #expect(lines.joined() == text, "nothing lost, nothing replaced")
        #expect(visits <= 2 * text.utf8.count, "visited \(visits) bytes of \(text.utf8.count)")
    }

    @Test("many short words cost their length: the line's width is kept, not measured again per word")
    func manyWords() {
        let text = Array(repeating: "é", count: 110_000).joined(separator: " ")
        var visits = 0
        let lines = WordWrap.lines(of: text, width: 80, breakingLongWords: true, visits: &visits)
        #expect(lines.count == 2_750)
        #expect(visits <= 2 * text.utf8.count)
    }

    @Test("a wide glyph that would straddle the edge starts the next line")
    func wideGlyphAtTheEdge() {
        let lines = WordWrap.lines(of: "ab漢字かな", width: 5, breakingLongWords: true)
        #expect(lines == ["ab漢", "字か", "な"])
        // A glyph wider than the whole line still gets a line of its own.
        #expect(WordWrap.lines(of: "漢字", width: 1, breakingLongWords: true) == ["漢", "字"])
    }

    @Test("a text element breaks its lines once for a width, however often it is measured and drawn")
    func wrapsOnce() {
        let element = TextElement(String(repeating: "漢字", count: 50_000), style: .plain)
        let proposal = ProposedSize(width: 40, height: nil)
        let size = element.sizeThatFits(proposal)
        #expect(size == Size(width: 40, height: 5_000))
        for _ in 0..<3 { _ = element.sizeThatFits(proposal) }
        element.place(in: Rect(x: 0, y: 0, width: 40, height: 5_000))
        var buffer = CellBuffer(size: Size(width: 40, height: 10))
        for _ in 0..<3 { element.draw(into: &buffer, clip: buffer.bounds) }
        #expect(element.wrapCount == 1)
        #expect(buffer[0, 9].character == "漢")
        _ = element.sizeThatFits(ProposedSize(width: 30, height: nil))
        #expect(element.wrapCount == 2, "a new width breaks it again")
    }
}
