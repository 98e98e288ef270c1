import Testing

@testable import StateKit

// The bytes an inline region writes, with ECMA-48's strings: every move is
// relative to where the region left the cursor, which is its first cell
// between frames.

/// `ESC [` and `body`, as text.
private func csi(_ body: String) -> String { "\u{1B}[" + body }

@MainActor
private func region(width: Int = 10, depth: ColorDepth = .none) -> InlineRegion {
    InlineRegion(
        strings: .ecma48(depth: depth), screen: ScreenColors(depth: depth, scheme: .dark), width: width)
}

/// A region of `height` rows, opened, its opening's bytes taken.
@MainActor
private func opened(height: Int, width: Int = 10, depth: ColorDepth = .none) -> InlineRegion {
    var opened = region(width: width, depth: depth)
    opened.open(height: height)
    _ = opened.takeOutput()
    return opened
}

@MainActor
private func text(_ region: inout InlineRegion) -> String {
    String(decoding: region.takeOutput(), as: UTF8.self)
}

@MainActor
@Suite("The inline region's bytes")
struct InlineRegionTests {
    @Test("opening takes its rows from the cursor's down, each blanked, and comes back to the first")
    func open() {
        var region = region()
        region.open(height: 3)
        #expect(text(&region) == "\r" + csi("K") + "\n\r" + csi("K") + "\n\r" + csi("K") + csi("2A"))
        #expect(region.size == Size(width: 10, height: 3))
    }

    @Test("cells are reached by relative moves; neighbours follow without one")
    func writes() {
        var region = opened(height: 2)
        region.write(Cell("a"), at: Point(x: 0, y: 0))
        region.write(Cell("b"), at: Point(x: 1, y: 0))
        region.write(Cell("c"), at: Point(x: 4, y: 1))
        region.write(Cell("d"), at: Point(x: 2, y: 1))
        region.park()
        #expect(
            text(&region)
                == "ab" + csi("1B") + csi("2C") + "c" + "\r" + csi("2C") + "d" + csi("1A") + "\r" + csi("?25l"))
    }

    @Test("after a wide glyph the column is set again, as a terminal may measure it otherwise")
    func wideGlyph() {
        var region = opened(height: 1)
        region.write(Cell("界"), at: Point(x: 0, y: 0))
        region.write(Cell("x"), at: Point(x: 2, y: 0))
        #expect(text(&region) == "界\r" + csi("2C") + "x")
    }

    @Test("attributes and colours: only what changes is sent, a reset only where one must go")
    func pen() {
        var region = opened(height: 1, depth: .eight)
        let red = ColorPair(foreground: .red, background: nil)
        let blue = ColorPair(foreground: .blue, background: nil)
        region.write(Cell("a", style: .bold, colors: red), at: Point(x: 0, y: 0))
        region.write(Cell("b", style: .bold, colors: red), at: Point(x: 1, y: 0))
        region.write(Cell("c", style: [.bold, .underline], colors: blue), at: Point(x: 2, y: 0))
        region.write(Cell("d", colors: blue), at: Point(x: 3, y: 0))
        region.write(Cell("e"), at: Point(x: 4, y: 0))
        region.park()
        let added = csi("4m") + csi("34m") + "c"
        let removed = csi("0m") + csi("34m") + "d" + csi("0m") + "e"
        #expect(text(&region) == csi("1m") + csi("31m") + "ab" + added + removed + "\r" + csi("?25l"))
    }

    @Test("bold added to dim, or dim to bold, sends both again: one intensity on the Linux console")
    func intensity() {
        var region = opened(height: 1)
        region.write(Cell("a", style: .dim), at: Point(x: 0, y: 0))
        region.write(Cell("b", style: [.dim, .bold]), at: Point(x: 1, y: 0))
        region.write(Cell("c", style: [.dim, .bold, .underline]), at: Point(x: 2, y: 0))
        #expect(text(&region) == csi("2m") + "a" + csi("0m") + csi("1m") + csi("2m") + "b" + csi("4m") + "c")
    }

    @Test("growing takes blank rows below the last, and the rows kept are not written")
    func grow() {
        var region = opened(height: 2)
        region.resize(toHeight: 4)
        region.park()
        #expect(text(&region) == csi("1B") + "\n\r" + csi("K") + "\n\r" + csi("K") + csi("3A") + csi("?25l"))
        #expect(region.size.height == 4)
    }

    @Test("shrinking blanks the rows given back, from the first of them")
    func shrink() {
        var region = opened(height: 4)
        region.resize(toHeight: 1)
        region.park()
        #expect(text(&region) == csi("1B") + csi("J") + csi("1A") + csi("?25l"))
        #expect(region.size.height == 1)
    }

    @Test("printed lines go where the region was, which is taken again below them")
    func printAbove() {
        var region = region()
        region.open(height: 2)
        region.write(Cell("z"), at: Point(x: 3, y: 1))
        region.park()
        _ = region.takeOutput()
        region.clear()
        region.print(Array("one\ntwo\n".utf8))
        region.open(height: 2)
        #expect(
            text(&region)
                // Cleared from the first row's second column: tmux copies a
                // screen cleared from its first cell into the scrollback.
                == "\r" + csi("0m") + csi("K") + csi("1C") + csi("J") + "\r"
                + "one\r\ntwo\r\n" + csi("0m")
                + "\r" + csi("K") + "\n\r" + csi("K") + csi("1A"))
    }

    @Test("printed text keeps its colours and its own line's moves; a move to another row shows instead")
    func printedEffects() {
        let printed = Array("\u{1B}[31mred\u{1B}[0m\rok\u{1B}[K\u{1B}[2A\u{1B}[Hx\u{0C}\u{1B}7\n".utf8)
        #expect(
            String(decoding: PrintedText.keepingToItsLines(printed), as: UTF8.self)
                == "\u{1B}[31mred\u{1B}[0m\rok\u{1B}[K␛[2A␛[Hx␌␛7\n")
        var region = region()
        region.open(height: 1)
        region.clear()
        _ = region.takeOutput()
        region.print(Array("a\u{1B}[J\n".utf8))
        #expect(text(&region) == "a␛[J\r\n" + csi("0m"))
    }

    @Test("closing leaves the frame and the cursor, shown, on a new line below it")
    func close() {
        var region = region()
        region.open(height: 3)
        region.park()
        _ = region.takeOutput()
        region.close()
        #expect(text(&region) == csi("2B") + "\r\n" + csi("?25h"))
        #expect(region.size.height == 0)
    }

    @Test("a shown caret is where the cursor rests, and where the next frame starts from")
    func caret() {
        var region = opened(height: 2)
        region.caret = Point(x: 5, y: 1)
        region.park()
        #expect(text(&region) == csi("1B") + csi("5C") + csi("?25h"))
        region.write(Cell("q"), at: Point(x: 0, y: 0))
        #expect(text(&region) == csi("1A") + "\r" + "q")
    }

    @Test("a cell outside the region is not written")
    func outside() {
        var region = opened(height: 1, width: 4)
        region.write(Cell("x"), at: Point(x: 4, y: 0))
        region.write(Cell("y"), at: Point(x: 0, y: 1))
        #expect(region.takeOutput().isEmpty)
    }
}
