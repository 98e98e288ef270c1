final class DividerElement: Element {
    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? DividerElement else { return false }
        frame = old.frame
        return true
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        stackAxis == .horizontal
            ? Size(width: 1, height: proposal.height ?? 1)
            : Size(width: proposal.width ?? 1, height: 1)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        // One cell, measured once, fills the line: a list draws many of them.
        buffer.fill(area, with: stackAxis == .horizontal ? Self.vertical : Self.horizontal)
    }

    /// In the separator's grey; dim on a screen without colour.
    private static let horizontal = Cell("─", width: 1, style: .plain, colors: .separator)
    private static let vertical = Cell("│", width: 1, style: .plain, colors: .separator)
}
