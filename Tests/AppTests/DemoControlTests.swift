import Foundation
import StateKit
import Testing

@testable import App

@Suite("Demo keys, cells written and report")
@MainActor
struct DemoControlTests {
    @Test(
        "after one +, the cells written are the counter's digit and the pane's render count",
        arguments: DemoMode.allCases)
    func plusWritesOnlyWhatChanged(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        try demo.play("+")
        let count = try #require(demo.locate("Count: 1"))
        let title = try #require(demo.locate("CounterView · renders 2"))
        try demo.play("+")
        let expected: Set<Point> = [
            Point(x: count.x + "Count: ".count, y: count.y),
            Point(x: title.x + "CounterView · renders ".count, y: title.y),
        ]
        if mode == .monolithic {
            #expect(Set(demo.terminal.lastFrameWrites).isSuperset(of: expected))
            #expect(demo.terminal.lastFrameWrites.count == 5)
        } else {
            #expect(demo.terminal.lastFrameWrites == expected.sorted { ($0.y, $0.x) < ($1.y, $1.x) })
        }
        #expect(demo.locate("Count: 2") != nil)
        #expect(demo.locate("CounterView · renders 3") != nil)
    }

    @Test("m cycles the designs and starts each with fresh state and counters")
    func modeCycles() throws {
        let demo = DemoHarness(mode: .monolithic)
        try demo.play("+++")
        var seen: [DemoMode] = []
        for _ in 0..<3 {
            try demo.play("m")
            seen.append(demo.session.mode)
            #expect(demo.session.state == DemoState(counter: 0, isAuthenticated: false, selectedTab: .home))
            #expect(demo.renders == ["ContentView": 1, "HomeView": 1, "CounterView": 1, "AuthenticationView": 1])
            #expect(demo.lines[0].contains(demo.session.mode.rawValue))
        }
        #expect(seen == [.sliced, .observable, .monolithic])
    }

    @Test("r zeroes the counts without evaluating any body")
    func resetCounts() throws {
        let demo = DemoHarness(mode: .sliced)
        try demo.play("++a")
        try demo.play("r")
        #expect(demo.renders.values.allSatisfy { $0 == 0 })
        #expect(demo.locate("CounterView · renders 0") != nil)
        #expect(demo.locate("ContentView · renders 0") != nil)
        #expect(demo.session.state.counter == 2)
        #expect(try demo.rendersAdded(by: "+") == ["CounterView": 1])
    }

    @Test("? shows and hides the help without evaluating any body")
    func help() throws {
        let demo = DemoHarness(mode: .sliced)
        try demo.play("?")
        #expect(demo.lines.contains { $0.contains("Each pane's title shows how many times that view") })
        #expect(demo.locate("CounterView · renders 1") != nil)
        try demo.play("<esc>")
        #expect(!demo.lines.contains { $0.contains("Each pane's title shows how many times that view") })
        #expect(demo.renders.values.allSatisfy { $0 == 1 })
    }

    @Test("q quits: the rest of the script is not played")
    func quit() throws {
        let demo = DemoHarness(mode: .sliced)
        demo.app.run(script: try KeyScript.parse("+q+++"))
        #expect(demo.app.quitRequested)
        #expect(demo.session.state.counter == 1)
    }

    @Test("the report holds mode, size, frames, render counts, state and screen")
    func report() throws {
        let demo = DemoHarness(mode: .observable, size: Size(width: 90, height: 30))
        try demo.play("++as")
        let report = DemoReport(session: demo.session)
        #expect(report.mode == .observable)
        #expect(report.size == DemoReport.GridSize(cols: 90, rows: 30))
        #expect(report.frames == 5)
        #expect(
            report.panes == [
                "ContentView": .init(renders: 2), "HomeView": .init(renders: 1), "SettingsView": .init(renders: 1),
                "CounterView": .init(renders: 3), "AuthenticationView": .init(renders: 2),
            ])
        #expect(report.state == DemoState(counter: 2, isAuthenticated: true, selectedTab: .settings))
        #expect(report.screen.count == 30)
        #expect(report.screen.contains { $0.contains("Count: 2") })
        let json = try JSONSerialization.jsonObject(with: report.json()) as? [String: Any]
        let state = try #require(json?["state"] as? [String: Any])
        #expect(state["selectedTab"] as? String == "settings")
        #expect((json?["size"] as? [String: Int]) == ["cols": 90, "rows": 30])
    }
}
