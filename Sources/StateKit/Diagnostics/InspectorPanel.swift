/// The inspector's side panel: every live view of the tree, indented by
/// depth, with its render count and, below it, what changed before its
/// latest evaluation in the words of `_printChanges`. It is drawn from
/// what the nodes already know: showing it evaluates no view.
@MainActor
final class InspectorPanel: ScreenPanel {
    private let graph: ViewGraph
    /// The lines drawn last.
    private var drawn: [String]?
    /// The lines this frame shows.
    private var current: [String] = []

    /// The panel of `graph`'s views.
    init(graph: ViewGraph) {
        self.graph = graph
    }

    func insets(in size: Size) -> ScreenInsets {
        ScreenInsets(trailing: Self.width(forScreen: size.width))
    }

    func refresh() -> ScreenPanelChange {
        current = graph.inspectorLines()
        return current == drawn ? .none : .content
    }

    func draw(in area: Rect, around inner: Rect, all: Bool, into buffer: inout CellBuffer, rects: inout [Rect]) {
        guard all || current != drawn else { return }
        let rect = Rect(x: inner.maxX, y: inner.minY, width: area.maxX - inner.maxX, height: inner.size.height)
        Self.draw(current, in: rect, into: &buffer)
        drawn = current
        if !all { rects.append(rect) }
    }

    /// A third of the screen, between 24 and 48 columns.
    static func width(forScreen columns: Int) -> Int {
        min(max(24, columns / 3), 48, max(0, columns - 20))
    }

    static func draw(_ lines: [String], in rect: Rect, into buffer: inout CellBuffer) {
        guard !rect.isEmpty else { return }
        buffer.fill(rect)
        for y in rect.minY..<rect.maxY { buffer.put("│", x: rect.minX, y: y, style: .dim, clip: rect) }
        let text = Rect(x: rect.minX + 2, y: rect.minY, width: max(0, rect.size.width - 2), height: rect.size.height)
        let title = "Inspector · F12 closes"
        TextElement.drawLine(
            title, x: text.minX, y: text.minY, width: text.size.width, style: .bold, clip: text, into: &buffer)
        for (index, line) in lines.enumerated() where index + 1 < text.size.height {
            let style: Style =
                line.hasPrefix(" ") && line.trimmingCharacters(in: .whitespaces).hasSuffix("changed") ? .dim : .plain
            TextElement.drawLine(
                line, x: text.minX, y: text.minY + 1 + index, width: text.size.width, style: style, clip: text,
                into: &buffer)
        }
    }
}

extension ViewGraph {
    /// The inspector's lines: for each live view in tree order, `Name · renders N`,
    /// then, indented below it, what changed before its latest evaluation.
    /// A navigation stack shows its screens' titles, and what is presented
    /// its kind, above the views in it.
    package func inspectorLines() -> [String] {
        var lines: [String] = []
        func visit(_ node: ViewNode, depth: Int) {
            var childDepth = depth
            if let label = structureLabel(of: node) {
                lines.append(String(repeating: " ", count: depth) + label)
                childDepth += 1
            } else if !node.isHost && !node.isInternal {
                let indent = String(repeating: " ", count: depth)
                lines.append("\(indent)\(node.name) · renders \(node.renderCount)")
                let changes = node.changeDescription
                lines.append(
                    "\(indent)  \(changes.isEmpty ? "unchanged" : changes.joined(separator: ", ") + " changed")")
                childDepth += 1
            }
            for child in node.childrenInCreationOrder { visit(child, depth: childDepth) }
        }
        if let host { visit(host, depth: 0) }
        return lines
    }

    /// `stack: Contacts › Ada` for a navigation stack, `presented sheet` for
    /// the root of what a sheet shows; `nil` for other nodes.
    private func structureLabel(of node: ViewNode) -> String? {
        guard node.isInternal else { return nil }
        if let model = components.existing(NavigationModels.self)?.byStack[ObjectIdentifier(node)] {
            let titles = (0...model.depth).map { model.titles[$0] ?? "untitled" }
            return "stack: " + titles.joined(separator: " › ")
        }
        guard node.isPresentationRoot, let anchor = node.parent,
            let presentation = presentations.layer(presentedBy: anchor)
        else { return nil }
        switch presentation.style {
        case .sheet: return "presented sheet"
        case .fullScreen: return "presented full-screen cover"
        case .alert: return "presented alert"
        case .menu: return "presented menu"
        }
    }
}
