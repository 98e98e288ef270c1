/// The views drawn highlighted, each frame's evaluated ones, until the
/// application takes the highlight down a moment later: the demo's way of
/// showing which bodies ran.
@MainActor
final class UpdateHighlights: FrameOverlay {
    private let graph: ViewGraph
    /// The views drawn highlighted now.
    @exclusivity(unchecked) private(set) var nodes: [ViewNode] = []
    /// Set when a frame highlights views; taken by the application to end the
    /// highlight a moment later.
    @exclusivity(unchecked) private var began = false

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Whether a frame highlighted views since the last call.
    func takeBegan() -> Bool {
        defer { began = false }
        return began
    }

    /// Draws the highlighted views plainly again with the next frame, without
    /// evaluating them.
    func end() {
        for node in nodes where node.isAlive { graph.requestRedraw(node) }
        nodes.removeAll()
    }

    /// Highlights the views evaluated since the last frame, if any; returns the
    /// views that were highlighted and are no longer, to draw again.
    func update() -> [ViewNode] {
        let evaluated = graph.takeEvaluatedNodes().filter { $0.isAlive && !$0.isHost && !$0.isInternal }
        guard !evaluated.isEmpty else { return [] }
        let ids = Set(evaluated.map(ObjectIdentifier.init))
        let leaving = nodes.filter { $0.isAlive && !ids.contains(ObjectIdentifier($0)) }
        nodes = evaluated
        began = true
        return leaving
    }

    func nodesToRedraw() -> [ViewNode] { update() }

    func draw(into buffer: inout CellBuffer) {
        for node in nodes { Highlight.draw(node, into: &buffer) }
    }
}
