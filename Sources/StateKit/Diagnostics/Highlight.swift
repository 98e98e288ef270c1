/// How an updated view is drawn while highlighted: its pane's border, or all
/// of it when it has none, in bold yellow. A terminal without colour shows the
/// bold; one with colour, the yellow too.
@MainActor
enum Highlight {
    static var colors: ColorPair { ColorPair(foreground: .yellow, background: nil) }

    static func draw(_ node: ViewNode, into buffer: inout CellBuffer) {
        guard node.isAlive, let rect = node.rect, !rect.isEmpty else { return }
        let colors = self.colors
        guard node.isFramed else {
            buffer.restyle(rect, adding: .bold, colors: colors)
            return
        }
        let edges = [
            Rect(x: rect.minX, y: rect.minY, width: rect.size.width, height: 1),
            Rect(x: rect.minX, y: rect.maxY - 1, width: rect.size.width, height: 1),
            Rect(x: rect.minX, y: rect.minY, width: 1, height: rect.size.height),
            Rect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.size.height),
        ]
        for edge in edges { buffer.restyle(edge, adding: .bold, colors: colors) }
    }
}
