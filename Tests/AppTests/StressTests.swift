import StateKit
import Testing

@testable import App

@Suite("An update's cost with 10,000 panes")
@MainActor
struct StressTests {
    @Test(
        "one update evaluates exactly the K panes of its slice and diffs only their rects",
        arguments: [(DemoMode.sliced, 1), (.sliced, 3), (.observable, 1), (.observable, 4)])
    func updateCostsK(mode: DemoMode, perSlice: Int) {
        let layout = StressLayout(panes: 10_000, perSlice: perSlice)
        let terminal = HeadlessTerminal(size: layout.screenSize)
        let app = Application(terminal: terminal)
        let scene = mode.makeStressScene(layout)
        app.setRoot(scene.root)
        app.renderFrame()
        let paneRects = app.graph.rects(of: "StressPane")
        #expect(paneRects.count == 10_000)
        for slice in [0, 1234, layout.slices - 1] {
            let evaluations = app.graph.totalEvaluations
            scene.update(slice: slice)
            app.renderFrame()
            let panes = (slice * perSlice)..<min(10_000, (slice + 1) * perSlice)
            #expect(app.graph.totalEvaluations - evaluations == panes.count)
            #expect(app.renderer.lastFrameRects == panes.map { paneRects[$0] })
            #expect(terminal.lastFrameWrites.count == panes.count)
            for point in terminal.lastFrameWrites {
                #expect(panes.contains { paneRects[$0].contains(point) })
            }
        }
    }

    @Test("in monolithic, one update evaluates every pane")
    func monolithicCostsN() {
        let layout = StressLayout(panes: 300, perSlice: 1)
        let app = Application(terminal: HeadlessTerminal(size: layout.screenSize))
        let scene = DemoMode.monolithic.makeStressScene(layout)
        app.setRoot(scene.root)
        app.renderFrame()
        let evaluations = app.graph.totalEvaluations
        scene.update(slice: 7)
        app.renderFrame()
        #expect(app.graph.totalEvaluations - evaluations == 300)
    }

    @Test("pane labels keep their width, so an update never moves a pane")
    func labelsHaveAFixedWidth() {
        for (pane, value) in [(0, 0), (9, 12), (99_999, 9_999), (123_456, 10_001)] {
            #expect(StressLayout.label(pane: pane, value: value).count == StressLayout.paneWidth)
        }
    }
}
