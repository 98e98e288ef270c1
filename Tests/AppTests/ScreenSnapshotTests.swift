import StateKit
import Testing

@testable import App

@Suite("Whole screens")
@MainActor
struct ScreenSnapshotTests {
    @Test(
        "the screen after a key script matches its snapshot",
        arguments: [
            (DemoMode.monolithic, "++a"), (.sliced, "++a"), (.observable, "++a"), (.sliced, "s"), (.monolithic, "?"),
        ])
    func screen(mode: DemoMode, script: String) throws {
        let demo = DemoHarness(mode: mode)
        try demo.play(script)
        let name =
            "\(mode.rawValue)-"
            + script.map { $0 == "+" ? "plus" : $0 == "?" ? "help" : String($0) }.joined(separator: "-")
        try assertScreen(demo.lines, matches: name)
    }

    /// Attributes and colours too: the focus, the selected tab, the panes an
    /// update highlighted, the dim borders and key hints.
    @Test(
        "the screen's attributes and colours after a key script match their snapshot",
        arguments: [
            (DemoMode.sliced, "<tick><tick><tick><tick><tick>+", "sliced-highlighted-plus"),
            (.monolithic, "n", "monolithic-focus"),
        ])
    func styledScreen(mode: DemoMode, script: String, name: String) throws {
        let demo = DemoHarness(mode: mode)
        try demo.play(script)
        try assertScreen(demo.lines, styles: demo.terminal.styleRuns, matches: name)
    }
}
