import StateKit

@testable import App

/// The demo on a headless screen, driven by key scripts as `--headless --keys` would.
@MainActor
struct DemoHarness {
    let terminal: HeadlessTerminal
    let session: DemoSession

    /// The demo in `mode`; the history lives in memory unless `storage` says
    /// otherwise, and today is always 2026-11-21.
    init(
        mode: DemoMode, size: Size = Size(width: 80, height: 24),
        storage: HistoryStorage = HistoryStorage(directory: nil), today: String = "2026-11-21"
    ) {
        terminal = HeadlessTerminal(size: size)
        session = DemoSession(app: Application(terminal: terminal), mode: mode, storage: storage, today: { today })
        session.app.renderFrame()
    }

    /// The panes of the first frame, each evaluated once.
    static let firstFrame = [
        "ContentView": 1, "HomeView": 1, "TimerView": 1, "CounterView": 1, "AuthenticationView": 1, "LoginView": 1,
    ]

    /// The panes holding `AppState` in monolithic mode on the first screen.
    static let appStateHolders = ["ContentView", "HomeView", "CounterView", "AuthenticationView", "LoginView"]

    /// `[name: 1]` for each of `names`.
    static func once(_ names: [String]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, 1) })
    }

    var app: Application { session.app }

    /// Plays `script`, one batch and one frame per event.
    func play(_ script: String) throws {
        for event in try KeyScript.parse(script) { app.process([event]) }
    }

    /// Render counts by pane name.
    var renders: [String: Int] {
        Dictionary(app.graph.renderCounts().map { ($0.name, $0.renders) }, uniquingKeysWith: { a, _ in a })
    }

    /// Render counts added by playing `script`.
    func rendersAdded(by script: String) throws -> [String: Int] {
        let before = renders
        try play(script)
        return renders.reduce(into: [:]) { added, entry in
            let delta = entry.value - (before[entry.key] ?? 0)
            if delta != 0 { added[entry.key] = delta }
        }
    }

    var lines: [String] { terminal.lines }

    /// Whether incremental frames left the screen as a full repaint draws it.
    /// Below the minimum size: whether the screen shows the notice from its first cell.
    func screenIsComplete() -> Bool {
        if app.isShowingSmallScreenNotice { return lines.first?.hasPrefix("Terminal too small: ") == true }
        app.renderer.setNeedsFullRepaint()
        app.renderFrame()
        return app.renderer.lastFrameCellCount == 0
    }

    /// The row and column where `text` first appears on screen.
    func locate(_ text: String) -> Point? {
        for (row, line) in lines.enumerated() {
            if let range = line.range(of: text) {
                return Point(x: line[..<range.lowerBound].terminalWidth, y: row)
            }
        }
        return nil
    }
}
