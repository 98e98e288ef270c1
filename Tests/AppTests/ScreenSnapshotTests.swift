import StateKit
import StateKitTesting
import Testing

@testable import App

/// Whole screens of the demo, text and styles, recorded with swift-snapshot-testing
/// in `__Snapshots__/ScreenSnapshotTests/`. After an intended change to what
/// the demo shows, run the tests with `SNAPSHOT_TESTING_RECORD=failed` to record
/// them anew, and review the diff.
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
        assertSnapshot(of: demo.terminal, as: .terminal, named: name)
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
        assertSnapshot(of: demo.terminal, as: .terminal, named: name)
    }
}
