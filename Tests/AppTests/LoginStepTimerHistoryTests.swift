import StateKit
import Testing

@testable import App

/// The patterns of the seed articles, in every state design, with exact counts.
@Suite("Login, step, timer and history in every mode")
@MainActor
struct LoginStepTimerHistoryTests {
    /// Panes holding `AppState` once the login form is gone (monolithic).
    static let holdersAfterLogin = ["ContentView", "HomeView", "CounterView", "AuthenticationView"]

    /// LoginView's body hands `$name` to the field and never reads it: as in
    /// SwiftUI, only the field, which reads its binding itself, is evaluated.
    @Test(
        "typing in the login field re-evaluates no view's body: the field updates itself", arguments: DemoMode.allCases)
    func typingIsLocal(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        #expect(try demo.rendersAdded(by: "n") == [:])
        for character in ["Z", "o", "ë", " ", "山", "田", "a", "q", "+"] {
            #expect(try demo.rendersAdded(by: character) == [:])
            #expect(demo.app.graph.latestReasons.map(\.description) == ["TextField: @State name changed"])
        }
        #expect(demo.locate("[n] Name: Zoë 山田aq+") != nil)
        #expect(try demo.rendersAdded(by: "<bs><bs><bs>") == [:])
        #expect(demo.locate("[n] Name: Zoë 山田") != nil)
        #expect(demo.locate("[n] Name: Zoë 山田a") == nil)
        #expect(demo.session.state.counter == 0)
        #expect(!demo.app.quitRequested)
    }

    @Test("logging in re-renders the panes that read the user", arguments: DemoMode.allCases)
    func loggingIn(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        try demo.play("nZoë 山田")
        let expected = mode == .monolithic ? DemoHarness.once(Self.holdersAfterLogin) : ["AuthenticationView": 1]
        #expect(try demo.rendersAdded(by: "<enter>") == expected)
        #expect(demo.session.state.user == "Zoë 山田")
        #expect(demo.locate("Signed in as Zoë 山田") != nil)
        #expect(demo.renders["LoginView"] == nil)
        #expect(demo.terminal.cursor == nil)
        #expect(try demo.rendersAdded(by: "a") == expected.merging(["LoginView": 1]) { a, _ in a })
        #expect(demo.session.state.user == nil)
        #expect(demo.locate("[n] Name:") != nil)
        #expect(demo.locate("Zoë") == nil, "the field is empty again")
    }

    @Test("a logs in as guest when the field is empty, and out again", arguments: DemoMode.allCases)
    func toggleAsGuest(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        try demo.play("a")
        #expect(demo.session.state.user == "guest")
        #expect(demo.locate("AUTHENTICATED") != nil && demo.locate("NOT AUTHENTICATED") == nil)
        try demo.play("a")
        #expect(demo.session.state.user == nil)
        #expect(demo.locate("NOT AUTHENTICATED") != nil)
    }

    @Test("changing the step re-renders its readers only", arguments: DemoMode.allCases)
    func stepReaders(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        try demo.play("2")
        let readers = ["SettingsView": 1, "CounterView": 1, "StepPreviewView": 1]
        #expect(try demo.rendersAdded(by: ".") == readers)
        #expect(try demo.rendersAdded(by: ".") == readers)
        #expect(demo.session.state.step == 3)
        #expect(demo.locate("Step of + and -: 3") != nil)
        #expect(demo.locate("Ten presses of + add 30.") != nil)
        try demo.play("1++-")
        #expect(demo.session.state.counter == 3)
        #expect(demo.locate("[+] Add 3") != nil)
        try demo.play("2,,,,")
        #expect(demo.session.state.step == 1)
    }

    @Test("a timer tick re-renders the timer's pane only", arguments: DemoMode.allCases)
    func timerTicks(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        for remaining in [2, 1, 0] {
            #expect(try demo.rendersAdded(by: "<tick>") == ["TimerView": 1])
            #expect(demo.session.state.timerRemaining == remaining)
        }
        #expect(try demo.rendersAdded(by: "<tick>") == ["TimerView": 1, "HomeView": 1])
        #expect(demo.locate("Timer: done") != nil)
        // One more second ends the highlight of that update; then no deadline is left.
        #expect(try demo.rendersAdded(by: "<tick>") == [:])
        #expect(demo.app.nextTimerDeadline == nil)
        #expect(try demo.rendersAdded(by: "<tick:5s>") == [:])
        #expect(try demo.rendersAdded(by: "t") == ["TimerView": 1, "HomeView": 1])
        #expect(demo.session.state.timerRemaining == 3)
        #expect(try demo.rendersAdded(by: "<tick>") == ["TimerView": 1])
    }

    @Test("marking an exercise re-renders the history's readers only", arguments: DemoMode.allCases)
    func historyReaders(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        try demo.play("3")
        #expect(try demo.rendersAdded(by: "<down>") == ["HistoryView": 1])
        let expected =
            mode == .monolithic ? DemoHarness.once(DemoHarness.appStateHolders + ["HistoryView"]) : ["HistoryView": 1]
        #expect(try demo.rendersAdded(by: "e") == expected)
        #expect(demo.session.state.historyCount == 1)
        #expect(demo.locate("2026-11-21  Step Up") != nil)
        try demo.play("<down>e<up><up>e")
        #expect(demo.locate("2026-11-21  Squat, Burpee, Step Up") != nil)
    }

    @Test("keys typed in one burst reach views an earlier key of the burst brought on screen")
    func burstAcrossTabs() throws {
        let demo = DemoHarness(mode: .sliced)
        let frames = demo.app.renderer.frames
        demo.app.process([.key("3"), .key(.down), .key("e"), .key("1"), .key("s"), .key(".")])
        #expect(demo.app.renderer.frames == frames + 1)
        #expect(demo.session.state.historyCount == 1)
        #expect(demo.session.state.selectedTab == .settings)
        #expect(demo.session.state.step == 2)
        try demo.play("3")
        #expect(demo.locate("2026-11-21  Step Up") != nil)
    }

    @Test("Esc leaves the field, Tab moves to the buttons, and keys work again", arguments: DemoMode.allCases)
    func leavingTheField(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        try demo.play("nab")
        #expect(demo.terminal.cursor != nil)
        try demo.play("<tab>")
        #expect(demo.terminal.cursor == nil)
        try demo.play("<esc>+")
        #expect(demo.session.state.counter == 1)
        try demo.play("q")
        #expect(demo.app.quitRequested)
    }

    @Test("the user's name keeps the pane's border aligned")
    func wideNameKeepsBorder() throws {
        let demo = DemoHarness(mode: .sliced)
        try demo.play("nZoë 山田<enter>")
        let row = try #require(demo.locate("Signed in as Zoë 山田")).y
        #expect(demo.lines[row].terminalWidth == 80)
        #expect(demo.lines[row].hasSuffix("│ │"))
        #expect(demo.terminal.screen[79, row].character == "│")
    }
}
