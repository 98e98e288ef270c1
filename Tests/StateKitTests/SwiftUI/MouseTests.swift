import StateKit
import StateKitTesting
import Testing

@Suite("The mouse, lists and scroll views")
@MainActor
struct MouseTests {
    @Test("SGR 1006 and the older X10 reports decode to mouse events, 1-based cells made 0-based")
    func decoding() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        decoder.decode(Array("\u{1B}[<0;5;3M\u{1B}[<0;5;3m\u{1B}[<65;10;2M\u{1B}[<64;1;1Mx".utf8), into: &keys)
        decoder.decode([0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2], into: &keys)
        #expect(
            keys == [
                .mouse(MouseEvent(.press(button: 0), at: Point(x: 4, y: 2))),
                .mouse(MouseEvent(.release, at: Point(x: 4, y: 2))),
                .mouse(MouseEvent(.wheelDown, at: Point(x: 9, y: 1))),
                .mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 0))),
                "x",
                .mouse(MouseEvent(.press(button: 0), at: Point(x: 4, y: 2))),
            ])
        var split: [Key] = []
        for byte in Array("\u{1B}[<0;12;7M".utf8) { decoder.decode([byte], into: &split) }
        #expect(split == [.mouse(MouseEvent(.press(button: 0), at: Point(x: 11, y: 6)))])
    }

    @Test("a click presses a button, flips a toggle and focuses a text field; a click elsewhere does nothing")
    func clicks() {
        let host = HeadlessHost(ClickTargets(), width: 60, height: 16)
        host.click(column: 3, row: 0)
        host.click(column: 0, row: 0)
        #expect(host.text(1) == "count 2")
        host.click(column: 6, row: 2)
        #expect(host.text(2) == "[x] Lights")
        host.click(column: 40, row: 1)
        #expect(host.text(1) == "count 2")
        host.click(column: 8, row: 3)
        host.type("hi+")
        #expect(host.text(3).hasPrefix("Name: hi+"), "a clicked field takes the keys")
        host.click(column: 1, row: 0)
        #expect(host.text(1) == "count 3", "and a click on a button leaves the field")
        host.type("x")
        #expect(host.text(3) == "Name: hi+", "the field no longer takes the keys")
    }

    @Test("a click on a tab selects it, also where Tab turns the pages; there the items are no Tab stops")
    func clickedKeyedTab() throws {
        let host = HeadlessHost(KeyedTabs(), width: 30, height: 5)
        #expect(host.text(0) == "1 One   2 Two")
        #expect(host.text(1) == "first, hits 0")
        try host.click(on: "2 Two")
        #expect(host.text(2) == "second", "the click on \"2 Two\" selected its page")
        try host.click(on: "1 One")
        #expect(host.text(1) == "first, hits 0")
        host.press(.tab)
        #expect(host.text(2) == "second", "with nothing focused, Tab turns the page")
        host.type("1n")
        for _ in 0..<3 { host.press(.tab) }
        host.press(.return)
        #expect(
            host.text(1) == "first, hits 1",
            "from the field, Tab goes to the button, the field and the button again, never to an item")
    }

    @Test(
        "a list shows what fits; the wheel scrolls it; focused, it marks a current row that the keys move, scrolling to keep it in view; only the list is evaluated"
    )
    func listScrolling() {
        let host = HeadlessHost(FruitList(), width: 30, height: 10)
        /// The rows marked in reverse video, with their text.
        func marked() -> [String] {
            host.styleRuns.filter(\.isReversed).map { "\($0.row) \($0.text.trimmingCharacters(in: .whitespaces))" }
        }
        #expect(host.text(1).hasPrefix("Fruit 1 "))
        #expect(host.text(2).hasPrefix("───"))
        host.scroll(by: 1, column: 3, row: 5)
        #expect(host.text(1).hasPrefix("───"), "three lines down: a separator")
        #expect(host.text(2).hasPrefix("Fruit 3 "))
        #expect(marked().isEmpty)
        host.press(.tab)
        #expect(marked() == ["2 Fruit 3 pick"], "the focus marks the first row in view")
        #expect(host.styleRuns.first(where: \.isReversed)?.columns == 0...29, "across the list")
        host.press(.downArrow)
        #expect(host.text(2).hasPrefix("Fruit 3 "), "the next row is in view: nothing scrolls")
        #expect(marked() == ["4 Fruit 4 pick"])
        host.press(.end)
        #expect(host.text(9).hasPrefix("Fruit 50 "))
        #expect(marked() == ["9 Fruit 50 pick"])
        host.press(.home)
        #expect(host.text(1).hasPrefix("Fruit 1 "))
        host.press(.pageDown)
        #expect(host.text(1).hasPrefix("Fruit 1 "), "a page is the rows in view less one: Fruit 5 is in view")
        #expect(marked() == ["9 Fruit 5 pick"])
        host.press(.return)
        #expect(host.text(0) == "picked Fruit 5", "Enter operates the current row's button")
        host.press(.pageDown)
        #expect(host.text(9) == "Fruit 9 pick", "a row below the view scrolls it into view, at the bottom")
        #expect(marked() == ["9 Fruit 9 pick"])
        for _ in 0..<5 { host.press(.upArrow) }
        #expect(host.text(1) == "Fruit 4 pick", "a row above the view scrolls it in at the top")
        #expect(host.renderCounts.map(\.view) == ["FruitList"])
        #expect(host.renders(of: FruitList.self) == 2)
        host.click(column: 11, row: 1)
        #expect(host.text(0) == "picked Fruit 4")
    }
}
