import StateKit

/// A headless app showing `root`, with the first frame drawn.
@MainActor
func makeApp(_ root: some View, size: Size = Size(width: 60, height: 16)) -> (Application, HeadlessTerminal) {
    let terminal = HeadlessTerminal(size: size)
    let app = Application(terminal: terminal)
    app.setRoot(root)
    app.renderFrame()
    return (app, terminal)
}

extension Application {
    /// Render counts by pane name.
    var renders: [String: Int] {
        Dictionary(graph.renderCounts().map { ($0.name, $0.renders) }, uniquingKeysWith: { a, _ in a })
    }

    /// Presses `keys`, one batch and one frame each.
    func press(_ keys: Key...) {
        for key in keys { process([.key(key)]) }
    }
}
