import StateKit
import Testing

@testable import App

@Suite("Render counts per state design")
@MainActor
struct RenderCountTests {
    @Test("the first frame evaluates each visible pane once", arguments: DemoMode.allCases)
    func firstFrame(mode: DemoMode) {
        let demo = DemoHarness(mode: mode)
        #expect(demo.renders == DemoHarness.firstFrame)
    }

    @Test("+ re-renders CounterView only", arguments: [DemoMode.sliced, .observable])
    func incrementIsolated(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        for step in 1...3 {
            #expect(try demo.rendersAdded(by: "+") == ["CounterView": 1])
            #expect(demo.session.state.counter == step)
        }
        #expect(try demo.rendersAdded(by: "-") == ["CounterView": 1])
        #expect(demo.locate("Count: 2") != nil)
    }

    @Test(
        "a re-renders AuthenticationView only (logging out shows a new login form)",
        arguments: [DemoMode.sliced, .observable])
    func authenticationIsolated(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        #expect(try demo.rendersAdded(by: "a") == ["AuthenticationView": 1])
        #expect(demo.locate("AUTHENTICATED") != nil && demo.locate("NOT AUTHENTICATED") == nil)
        #expect(try demo.rendersAdded(by: "a") == ["AuthenticationView": 1, "LoginView": 1])
        #expect(demo.locate("NOT AUTHENTICATED") != nil)
    }

    /// In sliced, ContentView holds `TabViewState` as an environment object, so
    /// a tab change re-renders it. In observable its body never reads
    /// `selectedTab` (only the tab view does, as in SwiftUI), so it is not
    /// evaluated at all.
    @Test(
        "s shows SettingsView; HomeView is not evaluated; ContentView only where it holds the tab's object",
        arguments: [(DemoMode.sliced, ["ContentView": 1]), (.observable, [:])])
    func goToSettingsIsolated(mode: DemoMode, contentRenders: [String: Int]) throws {
        let demo = DemoHarness(mode: mode)
        #expect(
            try demo.rendersAdded(by: "s")
                == contentRenders.merging(["SettingsView": 1, "StepPreviewView": 1]) { $1 })
        #expect(demo.renders["HomeView"] == 1)
        #expect(demo.session.state.selectedTab == .settings)
        #expect(demo.locate("SettingsView · renders 1") != nil)
        #expect(demo.locate("HomeView") == nil)
        #expect(try demo.rendersAdded(by: "1") == contentRenders)
        #expect(demo.locate("HomeView · renders 1") != nil)
    }

    @Test("in monolithic, every change re-renders every pane holding AppState", arguments: ["+", "-"])
    func monolithicInvalidatesEverything(key: String) throws {
        let demo = DemoHarness(mode: .monolithic)
        let all = DemoHarness.once(DemoHarness.appStateHolders)
        #expect(try demo.rendersAdded(by: key) == all)
        #expect(try demo.rendersAdded(by: key) == all)
    }

    @Test("in monolithic, logging in re-renders every pane holding AppState; the login form goes")
    func monolithicLogin() throws {
        let demo = DemoHarness(mode: .monolithic)
        #expect(try demo.rendersAdded(by: "a") == DemoHarness.once(LoginStepTimerHistoryTests.holdersAfterLogin))
        #expect(demo.renders["LoginView"] == nil)
    }

    @Test("in monolithic, s re-renders HomeView too, though it only writes the tab")
    func monolithicTabSwitch() throws {
        let demo = DemoHarness(mode: .monolithic)
        var expected = DemoHarness.once(DemoHarness.appStateHolders + ["SettingsView", "StepPreviewView"])
        #expect(try demo.rendersAdded(by: "s") == expected)
        expected["StepPreviewView"] = nil
        #expect(try demo.rendersAdded(by: "+") == expected)
    }

    @Test("a burst of changes in one batch is one evaluation per pane", arguments: DemoMode.allCases)
    func burstIsOneFrame(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        let frames = demo.app.renderer.frames
        demo.app.process(Array(repeating: .key("+"), count: 50))
        #expect(demo.app.renderer.frames == frames + 1)
        #expect(demo.renders["CounterView"] == 2)
        #expect(demo.session.state.counter == 50)
    }

    @Test("the app's own keys in a burst cost no extra evaluation")
    func globalKeysInABurst() throws {
        let demo = DemoHarness(mode: .sliced)
        // r zeroes the counts before the batch's one frame evaluates CounterView.
        demo.app.process([.key("+"), .key("?"), .key("+"), .key("?"), .key("+"), .key("r")])
        #expect(demo.renders["CounterView"] == 1)
        demo.app.process([.key("+"), .key("?"), .key("+"), .key("?"), .key("+")])
        #expect(demo.renders["CounterView"] == 2)
        #expect(demo.session.state.counter == 6)
    }

    @Test("Tab and the tab keys switch tabs in every mode", arguments: DemoMode.allCases)
    func tabKeys(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        for tab in [Tab.settings, .history, .home] {
            try demo.play("<tab>")
            #expect(demo.session.state.selectedTab == tab)
        }
        try demo.play("<s-tab>")
        #expect(demo.session.state.selectedTab == .history)
        try demo.play("2<s-tab>")
        #expect(demo.session.state.selectedTab == .home)
        try demo.play("3")
        #expect(demo.session.state.selectedTab == .history)
    }

    @Test(
        "every invalidation shows its reason",
        arguments: [
            (DemoMode.sliced, "+", "why: CounterView: CounterState.counter changed"),
            (.observable, "+", "why: CounterView: AppModel.counter changed"),
            (.sliced, "a", "why: AuthenticationView, LoginView: AuthenticationState.user changed"),
            (.observable, "s", "why: TabView: AppModel.selectedTab changed"),
            (
                .monolithic, "+",
                "why: ContentView, CounterView, AuthenticationView, HomeView, LoginView: AppState.counter changed"
            ),
        ])
    func reasonsLine(mode: DemoMode, key: String, line: String) throws {
        let demo = DemoHarness(mode: mode, size: Size(width: 120, height: 24))
        try demo.play(key)
        #expect(demo.lines.contains { $0.hasPrefix(line) })
    }
}
