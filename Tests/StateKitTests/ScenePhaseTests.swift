import Testing

@testable import StateKit

// The terminal's focus reports (mode 1004) as `scenePhase`: `.inactive` while
// the window is in the background, read only by the views that ask.

/// The keys and reports `text`'s bytes decode to.
private func decoded(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    decoder.decode(Array(text.utf8), into: &keys)
    return keys
}

private struct PhaseReader: View {
    @Environment(\.scenePhase) private var phase

    var body: some View {
        Text(phase == .active ? "active" : "inactive")
    }
}

private struct Bystander: View {
    var body: some View {
        Text("unmoved")
    }
}

private struct Screen: View {
    var body: some View {
        VStack {
            PhaseReader().pane()
            Bystander().pane()
        }
    }
}

@MainActor
@Suite("Scene phase from the terminal's focus")
struct ScenePhaseTests {
    @Test("ESC [ I and ESC [ O are the window's focus, not keys")
    func decoding() {
        #expect(decoded("\u{1B}[O\u{1B}[Ix") == [.windowFocus(false), .windowFocus(true), .character("x")])
    }

    @Test("the window leaving the front makes the scene inactive, evaluating only the view that reads it")
    func inactive() {
        let (app, terminal) = makeApp(Screen())
        #expect(terminal.lines.contains { $0.contains("active") && !$0.contains("inactive") })
        let before = app.renders
        app.process([.key(.windowFocus(false))])
        #expect(terminal.lines.contains { $0.contains("inactive") })
        #expect(app.renders["PhaseReader"] == (before["PhaseReader"] ?? 0) + 1)
        #expect(app.renders["Bystander"] == before["Bystander"])
        app.process([.key(.windowFocus(false))])
        #expect(
            app.renders["PhaseReader"] == (before["PhaseReader"] ?? 0) + 1,
            "a report that changes nothing evaluates nothing")
        app.process([.key(.windowFocus(true))])
        #expect(!terminal.lines.contains { $0.contains("inactive") })
        #expect(app.renders["PhaseReader"] == (before["PhaseReader"] ?? 0) + 2)
    }
}

@Suite("A terminal's mode reports")
struct ModeReportTests {
    @Test("ESC [ ? n ; s $ y says whether the terminal has mode n: s from 1 to 3 says it has")
    func decoding() {
        #expect(
            decoded("\u{1B}[?2026;2$y\u{1B}[?2026;0$y\u{1B}[?2026;4$yq") == [
                .modeReport(2026, supported: true), .modeReport(2026, supported: false),
                .modeReport(2026, supported: false), .character("q"),
            ])
    }
}
