import StateKit
import Testing

@Suite("The mouse, lists and scroll views")
@MainActor
struct MouseTests {
    /// A click at 0-based (x, y): the press and the release.
    func click(_ app: Application, x: Int, y: Int) {
        app.press(
            .mouse(MouseEvent(.press(button: 0), at: Point(x: x, y: y))),
            .mouse(MouseEvent(.release, at: Point(x: x, y: y))))
    }

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
        let (app, terminal) = makeApp(ClickTargets())
        click(app, x: 3, y: 0)
        click(app, x: 0, y: 0)
        #expect(terminal.text(1) == "count 2")
        click(app, x: 6, y: 2)
        #expect(terminal.text(2) == "[x] Lights")
        click(app, x: 40, y: 1)
        #expect(terminal.text(1) == "count 2")
        click(app, x: 8, y: 3)
        app.press("h", "i", "+")
        #expect(terminal.text(3).hasPrefix("Name: hi+"), "a clicked field takes the keys")
        click(app, x: 1, y: 0)
        #expect(terminal.text(1) == "count 3", "and a click on a button leaves the field")
        app.press("x")
        #expect(terminal.text(3).hasPrefix("Name: hi+_"))
    }

    @Test("a click on a tab selects it, also where Tab turns the pages; there the items are no Tab stops")
    func clickedKeyedTab() {
        let (app, terminal) = makeApp(KeyedTabs(), size: Size(width: 30, height: 5))
        #expect(terminal.text(0) == "1 One   2 Two")
        #expect(terminal.text(1) == "first, hits 0")
        click(app, x: 10, y: 0)
        #expect(terminal.text(2) == "second", "the click on \"2 Two\" selected its page")
        click(app, x: 2, y: 0)
        #expect(terminal.text(1) == "first, hits 0")
        app.press(.tab)
        #expect(terminal.text(2) == "second", "with nothing focused, Tab turns the page")
        app.press("1", "n", .tab, .tab, .tab, .enter)
        #expect(
            terminal.text(1) == "first, hits 1",
            "from the field, Tab goes to the button, the field and the button again, never to an item")
    }

    @Test(
        "a list shows what fits; the wheel scrolls it; focused, the arrows and paging keys do; only the list is evaluated"
    )
    func listScrolling() {
        let (app, terminal) = makeApp(FruitList(), size: Size(width: 30, height: 10))
        #expect(terminal.text(1).hasPrefix("Fruit 1 "))
        #expect(terminal.text(2).hasPrefix("───"))
        app.press(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 5))))
        #expect(terminal.text(1).hasPrefix("───"), "three lines down: a separator")
        #expect(terminal.text(2).hasPrefix("Fruit 3 "))
        app.press(.tab)
        app.press(.down)
        #expect(terminal.text(1).hasPrefix("Fruit 3 "))
        app.press(.end)
        #expect(terminal.text(9).hasPrefix("Fruit 50 "))
        app.press(.home, .pageDown)
        #expect(terminal.text(1) == "Fruit 5 [ pick ]", "a page is the view's height less a line")
        #expect(app.renders == ["FruitList": 1])
        click(app, x: 11, y: 1)
        #expect(terminal.text(0) == "picked Fruit 5")
    }
}
