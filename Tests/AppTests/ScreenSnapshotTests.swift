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
}
