import Foundation
import StateKit
import Testing

@testable import App

@Suite("Demo keys, cells written and report")
@MainActor
struct DemoControlTests {
    @Test("after one +, the cells written are exactly those that changed", arguments: DemoMode.allCases)
    func plusWritesOnlyWhatChanged(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        demo.app.highlightsUpdates = false
        demo.app.renderFrame()  // the first frame's highlight, taken down
        for press in 1...3 {
            let before = demo.terminal.screen
            try demo.play("+")
            let after = demo.terminal.screen
            var changed: [Point] = []
            for y in 0..<after.size.height {
                for x in 0..<after.size.width where before[x, y] != after[x, y] && !after[x, y].isContinuation {
                    changed.append(Point(x: x, y: y))
                }
            }
            #expect(demo.terminal.lastFrameWrites == changed)
            // The digits of the count and of each re-rendered pane's render count,
            // and (on the first press only) the line of reasons.
            let count = try #require(demo.locate("Count: \(press)"))
            var expected = [Point(x: count.x + "Count: ".count, y: count.y)]
            let panes = mode == .monolithic ? DemoHarness.appStateHolders : ["CounterView"]
            for pane in panes {
                let title = try #require(demo.locate("\(pane) · renders \(press + 1)"))
                expected.append(Point(x: title.x + "\(pane) · renders ".count, y: title.y))
            }
            let reasonsRow = try #require(demo.locate("why: ")).y
            #expect(Set(changed.filter { $0.y != reasonsRow }) == Set(expected))
            #expect(press == 1 || !changed.contains { $0.y == reasonsRow })
            #expect(demo.screenIsComplete())
        }
    }

    @Test(
        "with highlighting on, + highlights the frames of the panes it evaluated, for a second",
        arguments: DemoMode.allCases)
    func plusHighlights(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        // The countdown runs out (each tick re-renders and highlights it), then its highlight ends.
        try demo.play("<tick><tick><tick><tick><tick>")
        #expect(demo.app.highlightedViews.isEmpty)
        try demo.play("+")
        let counter = try #require(demo.locate("┌ CounterView"))
        let authentication = try #require(demo.locate("┌ AuthenticationView"))
        func highlighted(_ corner: Point) -> Bool { demo.terminal.screen[corner].style.contains(.bold) }
        #expect(highlighted(counter))
        #expect(highlighted(authentication) == (mode == .monolithic), "only where its body was evaluated")
        try demo.play("<tick>")
        #expect(!highlighted(counter) && !highlighted(authentication))
        #expect(demo.screenIsComplete())
        try demo.play("h+")
        #expect(!highlighted(counter), "h turns it off")
        try demo.play("h+")
        #expect(highlighted(counter), "and on again")
    }

    @Test("every frame leaves the screen exactly as a full repaint draws it", arguments: DemoMode.allCases)
    func incrementalFramesAreComplete(mode: DemoMode) throws {
        let demo = DemoHarness(mode: mode)
        let script = try KeyScript.parse(
            "++-a<tick>2]]1s3<down>e<up>e1nZoë 山田<bs><tab><esc><enter>?r<esc>a<tick><tick><tick><tick>t"
                + "<resize:90x26>+<resize:60x20>+<resize:100x30>m+")
        for event in script {
            demo.app.process([event])
            #expect(demo.screenIsComplete(), "after \(event)")
        }
    }

    @Test("m cycles the designs and starts each with fresh state and counters")
    func modeCycles() throws {
        let demo = DemoHarness(mode: .monolithic)
        try demo.play("+++")
        var seen: [DemoMode] = []
        for _ in 0..<3 {
            try demo.play("m")
            seen.append(demo.session.mode)
            #expect(demo.session.state == DemoState())
            #expect(demo.renders == DemoHarness.firstFrame)
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
            report.panes.mapValues(\.renders) == [
                // `s` does not re-render ContentView: only the tab view reads the selection.
                "ContentView": 1, "HomeView": 1, "TimerView": 1, "SettingsView": 1, "StepPreviewView": 1,
                "CounterView": 3, "AuthenticationView": 2,
            ])
        #expect(
            report.state
                == DemoState(counter: 2, isAuthenticated: true, selectedTab: .settings, user: "guest", historyCount: 0))
        #expect(report.screen.count == 30)
        #expect(report.screen.contains { $0.contains("Count: 2") })
        let json = try JSONSerialization.jsonObject(with: report.json()) as? [String: Any]
        let state = try #require(json?["state"] as? [String: Any])
        #expect(state["selectedTab"] as? String == "settings")
        #expect(state["user"] as? String == "guest")
        #expect(state["step"] as? Int == 1)
        #expect(state["timerRemaining"] as? Int == 3)
        #expect(state["historyCount"] as? Int == 0)
        #expect((json?["size"] as? [String: Int]) == ["cols": 90, "rows": 30])
    }
}
