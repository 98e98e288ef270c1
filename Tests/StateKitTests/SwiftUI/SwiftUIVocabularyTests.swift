import Testing

@testable import StateKit

@Suite("SwiftUI code as written")
@MainActor
struct SwiftUIVocabularyTests {
    @Test(
        "Button(title, action:) is drawn as its title in the tint, a blank either side, [ title ] without colour; Tab focuses it, Enter and Space press it"
    )
    func buttonByFocus() {
        let (app, terminal) = makeApp(GlobalContentView().environmentObject(GlobalState()))
        #expect(terminal.text(1) == "Increment")
        #expect(
            terminal.column(of: "0", row: 0) == 29 && terminal.column(of: " Increment ", row: 1) == 24,
            "centred across the screen, as in SwiftUI")
        #expect(terminal.cell(of: "Increment", row: 1)?.colors.colors.foreground == .accentColor)
        #expect(app.graph.focusedElement() == nil)
        app.press(.enter)
        #expect(terminal.text(0).hasPrefix("0"))
        app.press(.tab, .enter, .character(" "))
        #expect(terminal.text(0).hasPrefix("2"))
        #expect(
            (24...34).allSatisfy { terminal.screen[$0, 1].style.contains(.reverse) },
            "the focus covers the label and the blanks either side")
        #expect(!terminal.screen[23, 1].style.contains(.reverse) && !terminal.screen[35, 1].style.contains(.reverse))
        app.press(.tab, .enter)
        #expect(terminal.text(2).hasPrefix("AUTHENTICATED"))
        app.press(.backTab)
        #expect(terminal.cell(of: " Increment", row: 1)?.style.contains(.reverse) == true)
        #expect(terminal.cell(of: " Toggle", row: 3)?.style.contains(.reverse) == false)

        // Without colour, brackets say it is a button.
        let plain = HeadlessTerminal(size: Size(width: 60, height: 16))
        plain.screenColors = ScreenColors(depth: .none, scheme: .dark)
        let plainApp = Application(terminal: plain)
        plainApp.setRoot(GlobalContentView().environmentObject(GlobalState()))
        plainApp.renderFrame()
        #expect(plain.text(1) == "[ Increment ]")
        #expect(plain.column(of: "[ Increment ]", row: 1) == 23)
    }

    @Test("_printChanges: @self, @identity and the wrappers first; then the wrapper whose object changed")
    func printChangesMonolithic() {
        let state = GlobalState()
        var app: Application?
        let first = printedChanges { app = makeApp(GlobalContentView().environmentObject(state)).0 }
        #expect(
            first == [
                "GlobalCounterView: @self, @identity, _appState changed.",
                "GlobalAuthenticationView: @self, @identity, _appState changed.",
            ])
        let afterIncrement = printedChanges {
            state.counter += 1
            app?.renderFrame()
        }
        #expect(
            afterIncrement == [
                "GlobalCounterView: _appState changed.", "GlobalAuthenticationView: _appState changed.",
            ])
    }

    @Test("a tab change re-evaluates no body that did not read the selection; the pages keep their state")
    func pagesKeepTheirObject() {
        let (app, terminal) = makeApp(PagedContent())
        #expect(terminal.row(startingWith: "Welcome") == 7, "one page, in the middle, and no bar")
        app.press(.tab, .enter)
        #expect(terminal.row(startingWith: "Exercise 0") != nil)
        app.press(.tab, .enter)
        #expect(terminal.row(startingWith: "Exercise 1") != nil)
        #expect(terminal.row(startingWith: "Days: 1") != nil)
        app.press(.tab, .enter)
        #expect(terminal.row(startingWith: "Welcome") != nil)
        #expect(app.renders["PagedContent"] == 1)
        #expect(app.renders["PagedWelcome"] == 1)
    }

    @Test("tab items show their labels; Tab reaches them, Enter selects; onAppear and onDisappear follow the page")
    func tabItemsAndAppearance() {
        let box = JournalBox()
        let container = PlaceContainer()
        let (app, terminal) = makeApp(
            PlacesView().environmentObject(container).environmentObject(container.placeState).environment(box))
        #expect(terminal.lines[0].hasPrefix(" ⌂ Home   ⚙ Settings "))
        // The shown page's item is bold and underlined; reverse video is the focus's.
        #expect(terminal.screen[1, 0].style.contains([.bold, .underline]))
        #expect(!terminal.screen[1, 0].style.contains(.reverse))
        #expect(box.journal.entries == ["Home body", "appear"])
        app.press(.tab, .tab, .enter)
        #expect(terminal.row(startingWith: "Settings page") == 8, "the page in the middle below the bar")
        #expect(box.journal.entries == ["Home body", "appear", "disappear"])
        app.press(.backTab, .enter)
        #expect(terminal.row(startingWith: "go to settings") != nil)
        app.press(.tab, .tab, .enter)
        #expect(terminal.row(startingWith: "Settings page") != nil)
        #expect(
            box.journal.entries == ["Home body", "appear", "disappear", "appear", "disappear"],
            "the home body is evaluated once in all, however often its tab comes and goes")
    }

    @Test("a press of the focused Increment writes one cell: the digit")
    func pressWritesTheDigit() {
        let (app, terminal) = makeApp(GlobalContentView().environmentObject(GlobalState()))
        app.press(.tab)
        #expect(app.renderer.lastFrameCellCount == 11, "the focus drawn over \" Increment \"")
        app.press(.enter)
        #expect(app.renderer.lastFrameCellCount == 1)
        #expect(terminal.lastFrameWrites == [Point(x: 29, y: 0)])
        app.press(.enter)
        #expect(app.renderer.lastFrameCellCount == 1)
        expectScreenIsComplete(app)
    }
}
