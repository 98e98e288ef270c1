import Testing

@testable import StateKit

@Suite("SwiftUI modifiers, state wrappers and the app entry")
@MainActor
struct ModifierTests {
    @Test("Timer.publish(...).autoconnect() with onReceive counts down on the loop's clock, then sets timerDone")
    func timerPublisher() {
        let (app, terminal) = makeApp(CountdownHost())
        #expect(terminal.text(0).isEmpty && terminal.text(1) == "3", "padding puts a cell around the text")
        #expect(app.nextTimerDeadline == .seconds(1))
        app.process([.tick(.seconds(1))])
        #expect(terminal.text(1) == "2")
        app.process([.tick(.seconds(1))])
        app.process([.tick(.seconds(1))])
        #expect(terminal.text(1) == "0")
        #expect(terminal.text(3).hasPrefix("Timer running"))
        app.process([.tick(.seconds(1))])
        #expect(terminal.text(3).hasPrefix("Timer done"))
        // Four values, then once more: the host read `timerDone` and made the
        // countdown anew, with a new publisher (an object: new input), as in SwiftUI.
        #expect(app.renders == ["CountdownHost": 2, "CountdownView": 5])
    }

    @Test("@StateObject makes its object once, however often the parent re-renders; the view observes it")
    func stateObjectMadeOnce() {
        MadeCounter.made = 0
        let (app, terminal) = makeApp(StateObjectParent())
        #expect(MadeCounter.made == 1)
        app.press("g", "g", "b")
        #expect(terminal.text(0).hasPrefix("generation 2"))
        #expect(terminal.text(2).hasPrefix("model 1"))
        #expect(MadeCounter.made == 1)
        #expect(app.renders == ["StateObjectParent": 3, "StateObjectOwner": 2])
    }

    @Test("onChange(of:) runs after a change, with old and new values or none; initial runs at once")
    func onChange() {
        let record = ChangeRecord()
        let (app, _) = makeApp(ChangeWatcher(record: record))
        #expect(record.seen == ["now 0"])
        app.press(.up, .up)
        #expect(record.seen == ["now 0", "0->1", "now 1", "1->2", "now 2"])
    }

    @Test("font, frame, disabled and keyboard shortcuts draw and act as SwiftUI's")
    func modifiers() {
        let (app, terminal) = makeApp(StyledView())
        #expect(terminal.screen[0, 0].style.contains(.bold))
        #expect(!terminal.screen[0, 1].style.contains(.bold))
        #expect(terminal.lines[2].hasPrefix("    framed"))
        #expect(terminal.lines[3].hasPrefix(String(repeating: " ", count: 28) + "wide"))
        #expect(terminal.screen[2, 4].style.contains(.dim), "a disabled button is dim")
        app.press("p", .tab)
        #expect(terminal.text(4).hasPrefix("[p] press 0"), "a disabled button ignores its shortcut")
        #expect(terminal.screen[0, 5].style.contains(.reverse), "and Tab skips it")
        app.press("e", "p")
        #expect(terminal.text(4).hasPrefix("[p] press 1"))
        #expect(!terminal.screen[2, 4].style.contains(.dim))
    }

    @Test("an App's WindowGroup hands its content to the screen")
    func appEntry() {
        let root = SceneRoot.view(of: EntryApp().body)
        let (_, terminal) = makeApp(root, size: Size(width: 20, height: 5))
        #expect(terminal.lines[2] == "    from the app    ", "in the middle of the screen, as a window centres it")
    }
}

@Suite("Controls that read their own bindings")
@MainActor
struct ControlTests {
    @Test("a toggle flips by Enter or Space once focused; only the views reading the value are evaluated")
    func toggle() {
        let (app, terminal) = makeApp(SettingsForm())
        #expect(terminal.text(0) == "[ ] Notify")
        #expect(terminal.text(1) == "silent")
        app.press(" ")
        #expect(terminal.text(0) == "[ ] Notify", "nothing has the focus at start")
        app.press(.tab, .character(" "))
        #expect(terminal.text(0) == "[x] Notify")
        #expect(terminal.text(1) == "will notify")
        #expect(terminal.screen[0, 0].style.contains(.reverse))
        app.press(.enter)
        #expect(terminal.text(0) == "[ ] Notify")
        #expect(app.renders == ["SettingsForm": 1, "NotifyStatus": 3])
    }

    @Test("a ZStack draws its children over one another, back to front")
    func zStack() {
        let (_, terminal) = makeApp(Layered())
        #expect(terminal.text(0) == "front.....")
    }
}

@Suite("@Observable models with @Bindable")
@MainActor
struct BindableTests {
    @Test("@Bindable hands out bindings; only the views reading a property are evaluated when it changes")
    func bindable() {
        let profile = Profile()
        let (app, terminal) = makeApp(ProfileScreen(profile: profile))
        #expect(terminal.text(2) == "ada not subscribed")
        app.press(.tab, "!", .tab, .character(" "))
        #expect(terminal.text(0).hasPrefix("Nickname: ada!"))
        #expect(terminal.text(2) == "ada! subscribed")
        #expect(profile.nickname == "ada!" && profile.newsletter)
        #expect(app.renders == ["ProfileScreen": 1, "ProfileEditor": 1, "ProfileSummary": 3])
    }
}

@Suite("_printChanges and the rest of the vocabulary")
@MainActor
struct VocabularyTests {
    @Test("_printChanges: _name for a @State the body read, @self for new inputs from the parent")
    func printChangesState() {
        var app: Application?
        let first = printedChanges { app = makeApp(ScoreBoard()).0 }
        #expect(first == ["ScoreBoard: @self, @identity, _score changed.", "ScoreLine: @self, @identity changed."])
        let after = printedChanges { app?.press("s") }
        #expect(after == ["ScoreBoard: _score changed.", "ScoreLine: @self changed."])
    }

    @Test("_printChanges: @dependencies for an @Observable property the body read")
    func printChangesObservation() {
        let thermometer = Thermometer()
        var app: Application?
        _ = printedChanges { app = makeApp(ThermometerView().environment(thermometer)).0 }
        let after = printedChanges {
            thermometer.degrees = 21
            app?.renderFrame()
        }
        #expect(after == ["ThermometerView: @dependencies changed."])
    }

    @Test("stacks align and space as asked; Button(action:label:) with a Label; View.bold; colours are accepted")
    func showcase() {
        let (app, terminal) = makeApp(Showcase())
        #expect(terminal.lines[0].hasPrefix("a"))
        #expect(terminal.lines[1].hasPrefix("b   c"), "bottom-aligned, three columns apart")
        #expect(terminal.text(3) == "[Enter] ★ Star 0", "a button with a shortcut shows its key")
        #expect(terminal.text(5) == "plain")
        #expect(terminal.cell(of: "plain", row: 5)?.style.contains(.bold) == true)
        #expect(terminal.cell(of: "strong", row: 6)?.style.contains(.bold) == true)
        #expect(terminal.text(8) == "coloured")
        #expect(terminal.text(10) == "no glyph", "a symbol without a glyph shows nothing, not a gap")
        app.press(.enter)
        #expect(terminal.text(3) == "[Enter] ★ Star 1")
    }

    @Test("a tab view without a selection keeps its own, first page first")
    func ownSelection() {
        let (app, terminal) = makeApp(OwnTabs())
        #expect(terminal.lines[0].hasPrefix(" One   Two "))
        #expect(terminal.row(startingWith: "first page") != nil)
        app.press(.tab, .tab, .enter)
        #expect(terminal.row(startingWith: "second page") != nil && terminal.row(startingWith: "first page") == nil)
        #expect(terminal.screen[7, 0].style.contains(.reverse))
    }

    @Test("a scroll view shows what fits and scrolls when focused")
    func scrollView() {
        let (app, terminal) = makeApp(Lines(), size: Size(width: 20, height: 5))
        #expect(terminal.text(0) == "line 1" && terminal.text(4) == "line 5")
        app.press(.tab, .pageDown)
        #expect(terminal.text(0) == "line 5")
        app.press(.end)
        #expect(terminal.text(4) == "line 30")
        app.press(.mouse(MouseEvent(.wheelUp, at: Point(x: 1, y: 1))))
        #expect(terminal.text(4) == "line 27")
    }
}
