import CLibC
import Glibc
import Testing

@testable import StateKit

@Suite("Cells and widths")
struct CellTests {
    @Test(
        "display widths come from Unicode, not from character counts",
        arguments: [
            ("a", 1), ("é", 1), ("山", 2), ("Ｚ", 2), ("한", 2), ("😀", 2), ("🎉", 2), ("👍🏽", 2),
            ("👩‍💻", 2), ("\u{301}", 0), ("\u{200B}", 0), ("─", 1), ("…", 1),
            // A text-default heart as wcwidth measures its first code point; a
            // flag as two regional indicators, a column each.
            ("❤️", 1), ("🇫🇷", 2),
        ] as [(Character, Int)])
    func widths(character: Character, width: Int) {
        #expect(character.terminalWidth == width)
    }

    @Test(
        "a cell gives back the grapheme it was made with, one code point or many",
        arguments: ["a", " ", "─", "山", "😀", "é", "e\u{301}", "🇫🇷", "👍🏽", "👩‍💻", "❤️"] as [Character])
    func graphemeRoundTrip(character: Character) {
        let cell = Cell(character, style: .bold)
        #expect(cell.character == character)
        #expect(String(cell.character).unicodeScalars.elementsEqual(String(character).unicodeScalars))
        #expect(cell == Cell(character, style: .bold))
        #expect(cell != Cell(character, style: .plain))
    }

    @Test("cells of different graphemes differ, even canonically equivalent ones the terminal gets as other bytes")
    func cellsCompareWhatIsWritten() {
        #expect(Cell("🇫🇷") != Cell("🇩🇪"))
        #expect(Cell("👍🏽") != Cell("👍🏿"))
        #expect(Cell("é") != Cell("e\u{301}"))
        #expect(Cell("a") != Cell("b"))
    }

    @Test("the cluster table numbers each cluster once and stops growing at its capacity")
    func clusterTableIsBounded() {
        let table = GraphemeTable(capacity: 2)
        let flag = table.glyph(for: "🇫🇷")
        #expect(table.glyph(for: "🇫🇷") == flag)
        #expect(table.glyph(for: "a") == 0x61)
        let thumb = table.glyph(for: "👍🏽")
        #expect(thumb != flag)
        #expect(table.count == 2)
        #expect(table.glyph(for: "e\u{301}") == 0xFFFD)
        #expect(table.count == 2)
        #expect(table.character(for: flag) == "🇫🇷")
        #expect(table.character(for: thumb) == "👍🏽")
    }

    @Test("strings add up their graphemes")
    func stringWidth() {
        #expect("Zoë 山田".terminalWidth == 8)
        #expect("e\u{301}".terminalWidth == 1)
    }

    @Test("a wide glyph takes its cell and a continuation")
    func wideGlyphStorage() {
        var buffer = CellBuffer(size: Size(width: 4, height: 1))
        buffer.write("山x", x: 0, y: 0, clip: buffer.bounds)
        #expect(buffer[0, 0].width == 2)
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer[2, 0].character == "x")
        #expect(buffer.line(0) == "山x ")
    }

    @Test("overwriting half of a wide glyph blanks the other half")
    func overwritingHalfAWideGlyph() {
        var buffer = CellBuffer(size: Size(width: 4, height: 1))
        buffer.write("山", x: 1, y: 0, clip: buffer.bounds)
        buffer.put("a", x: 2, y: 0, clip: buffer.bounds)
        #expect(buffer.line(0) == "  a ")
        buffer.write("山", x: 1, y: 0, clip: buffer.bounds)
        buffer.put("b", x: 1, y: 0, clip: buffer.bounds)
        #expect(buffer.line(0) == " b  ")
        #expect(!buffer[2, 0].isContinuation)
    }

    @Test("a wide glyph that would cross the clip edge becomes a blank")
    func wideGlyphAtTheClipEdge() {
        var buffer = CellBuffer(size: Size(width: 5, height: 1))
        buffer.fill(buffer.bounds, with: Cell("."))
        let clip = Rect(x: 0, y: 0, width: 3, height: 1)
        buffer.write("a山", x: 1, y: 0, clip: clip)
        #expect(buffer.line(0) == ".a ..")
    }

    @Test("ASCII written over the halves of wide glyphs at its ends blanks their other halves")
    func asciiOverWideGlyphEdges() {
        var buffer = CellBuffer(size: Size(width: 10, height: 1))
        buffer.write("山田山田山", x: 0, y: 0, clip: buffer.bounds)
        // Starts on the continuation of the first 田, ends on the first half
        // of the second 山: both of their other halves become blanks.
        let columns = buffer.write("abcd", x: 3, y: 0, clip: buffer.bounds)
        #expect(columns == 4)
        #expect(buffer.line(0) == "山 abcd 山")
        #expect(!buffer[2, 0].isContinuation && buffer[2, 0].width == 1)
        #expect(!buffer[7, 0].isContinuation)
        #expect(buffer[8, 0].width == 2)
    }

    @Test("ASCII whose last cell is the continuation of a wide glyph keeps the cell before it")
    func asciiEndingOnAContinuation() {
        var buffer = CellBuffer(size: Size(width: 10, height: 1))
        buffer.write("中文", x: 0, y: 0, clip: buffer.bounds)
        #expect(buffer.write("abcd", x: 0, y: 0, clip: buffer.bounds) == 4)
        #expect(buffer.line(0) == "abcd      ")
        buffer.write("中文", x: 0, y: 0, clip: buffer.bounds)
        #expect(buffer.write("xy", x: 0, y: 0, clip: buffer.bounds) == 2)
        #expect(buffer.line(0) == "xy文      ")
    }

    @Test("a fill over wide glyphs keeps its style in every cell")
    func fillOverWideGlyphs() {
        var buffer = CellBuffer(size: Size(width: 8, height: 1))
        buffer.write("中文字", x: 0, y: 0, clip: buffer.bounds)
        let dot = Cell(".", style: .bold)
        buffer.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: dot)
        #expect(buffer.line(0) == "....字  ")
        for x in 0..<4 { #expect(buffer[x, 0] == dot) }
    }

    @Test("ASCII is clipped on both sides, and reports the columns up to the clip's end")
    func asciiClipped() {
        var buffer = CellBuffer(size: Size(width: 8, height: 1))
        buffer.fill(buffer.bounds, with: Cell("."))
        let clip = Rect(x: 2, y: 0, width: 4, height: 1)
        #expect(buffer.write("abcdefgh", x: 0, y: 0, clip: clip) == 6)
        #expect(buffer.line(0) == "..cdef..")
        #expect(buffer.write("xy", x: 0, y: 0, clip: clip) == 2)
        #expect(buffer.line(0) == "..cdef..")
        #expect(buffer.write("z", x: 7, y: 0, clip: clip) == 0)
        #expect(buffer.write("", x: 3, y: 0, clip: clip) == 0)
        #expect(buffer.write("pq", x: 5, y: 0, clip: clip) == 1)
        #expect(buffer.line(0) == "..cdep..")
    }

    @Test("the diff finds every changed cell along a long row, wherever it lies")
    func diffAlongALongRow() {
        var front = CellBuffer(size: Size(width: 37, height: 3))
        var back = front
        let changed = [0, 3, 4, 5, 17, 35, 36]
        for x in changed { back.put(Character("x"), x: x, y: 1, clip: back.bounds) }
        var emitted: [Int] = []
        let count = CellDiff.apply(back, onto: &front, in: back.bounds) { point, _ in emitted.append(point.x) }
        #expect(count == changed.count)
        #expect(emitted == changed)
        #expect(front == back)
    }

    @Test("the diff emits changed cells only, and never a continuation")
    func diffEmitsChangedCells() {
        var front = CellBuffer(size: Size(width: 6, height: 2))
        var back = front
        back.write("山a", x: 1, y: 1, clip: back.bounds)
        var emitted: [Point] = []
        let count = CellDiff.apply(back, onto: &front, in: back.bounds) { point, _ in emitted.append(point) }
        #expect(count == 2)
        #expect(emitted == [Point(x: 1, y: 1), Point(x: 3, y: 1)])
        #expect(front == back)
        let again = CellDiff.apply(back, onto: &front, in: back.bounds) { _, _ in }
        #expect(again == 0)
    }

    @Test("widths agree with glibc's wcwidth, which ncurses uses")
    func widthsAgreeWithWcwidth() throws {
        let locale = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x24F, 0x300...0x36F, 0x2000...0x206F, 0x2190...0x21FF, 0x2500...0x25FF,
            0x2600...0x26FF, 0x3000...0x30FF, 0x4E00...0x4FFF, 0xAC00...0xACFF, 0xFF00...0xFF60,
            0x1F1E6...0x1F1FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        ]
        var mismatches: [String] = []
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else {
                    continue
                }
                // A control (a bidirectional override) is drawn as its visible
                // replacement, and measured as that.
                let drawn = scalar.visibleReplacement ?? scalar
                let expected = max(0, Int(sk_wcwidth(wchar_t(bitPattern: drawn.value))))
                if scalar.terminalWidth != expected { mismatches.append(String(value, radix: 16)) }
            }
        }
        #expect(mismatches.isEmpty, "differ from wcwidth: \(mismatches.prefix(40))")
    }
}
