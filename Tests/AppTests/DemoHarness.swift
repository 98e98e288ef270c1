import StateKit

@testable import App

/// The demo on a headless screen, driven by key scripts as `--headless --keys` would.
@MainActor
struct DemoHarness {
    let terminal: HeadlessTerminal
    let session: DemoSession

    init(mode: DemoMode, size: Size = Size(width: 80, height: 24)) {
        terminal = HeadlessTerminal(size: size)
        session = DemoSession(app: Application(terminal: terminal), mode: mode)
        session.app.renderFrame()
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
