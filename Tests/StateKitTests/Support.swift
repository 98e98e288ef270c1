import StateKit
import StateKitTesting
import Testing

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

/// Checks that incremental frames left the screen exactly as a full repaint
/// draws it: a full repaint then writes nothing.
@MainActor
func expectScreenIsComplete(_ app: Application, sourceLocation: SourceLocation = #_sourceLocation) {
    app.renderer.setNeedsFullRepaint()
    app.renderFrame()
    #expect(app.renderer.lastFrameCellCount == 0, "a full repaint still changed cells", sourceLocation: sourceLocation)
}

extension HeadlessTerminal {
    /// Row `row` without the blanks around it: what a centred layout shows.
    func text(_ row: Int) -> String {
        lines[row].trimmingCharacters(in: .whitespaces)
    }

    /// The first row showing `text`, without the blanks around it, from its start.
    func row(startingWith text: String) -> Int? {
        (0..<size.height).first { self.text($0).hasPrefix(text) }
    }

    /// The column where `text` starts on row `row`.
    func column(of text: String, row: Int) -> Int? {
        guard let range = lines[row].range(of: text) else { return nil }
        return lines[row].distance(from: lines[row].startIndex, to: range.lowerBound)
    }

    /// The cell where `text` starts on row `row`.
    func cell(of text: String, row: Int) -> Cell? {
        column(of: text, row: row).map { screen[$0, row] }
    }
}

extension HeadlessHost {
    /// Row `row` without the blanks around it: what a centred layout shows.
    func text(_ row: Int) -> String {
        lines[row].trimmingCharacters(in: .whitespaces)
    }
}
