/// The application's status bar as a panel of the screen: its top lines above
/// the views and its bottom lines below them, full width. A line is drawn
/// again only when its text, style or colours change.
@MainActor
final class StatusLines: ScreenPanel {
    /// Asked once a frame for the lines to show.
    let source: @MainActor () -> StatusBar
    /// The lines as last drawn.
    private var drawn = StatusBar()
    /// The lines this frame shows.
    private var current = StatusBar()

    /// A panel showing what `source` says.
    init(source: @escaping @MainActor () -> StatusBar) {
        self.source = source
    }

    func insets(in size: Size) -> ScreenInsets {
        ScreenInsets(top: current.top.count, bottom: current.bottom.count)
    }

    func refresh() -> ScreenPanelChange {
        current = source()
        if current.top.count != drawn.top.count || current.bottom.count != drawn.bottom.count { return .extent }
        return current == drawn ? .none : .content
    }

    func draw(in area: Rect, around inner: Rect, all: Bool, into buffer: inout CellBuffer, rects: inout [Rect]) {
        for (index, line) in current.top.enumerated() where all || drawn.top[index] != line {
            if let rect = Self.draw(line, row: area.minY + index, in: area, into: &buffer), !all { rects.append(rect) }
        }
        for (index, line) in current.bottom.enumerated() where all || drawn.bottom[index] != line {
            if let rect = Self.draw(line, row: inner.maxY + index, in: area, into: &buffer), !all { rects.append(rect) }
        }
        drawn = current
    }

    /// Draws `line` across `area` at `row`; returns the rect drawn, if the row is in it.
    private static func draw(_ line: StatusBar.Line, row: Int, in area: Rect, into buffer: inout CellBuffer) -> Rect? {
        guard row >= area.minY, row < area.maxY else { return nil }
        let rect = Rect(x: area.minX, y: row, width: area.size.width, height: 1)
        buffer.fill(rect)
        TextElement.drawLine(
            line.text, x: rect.minX, y: row, width: rect.size.width, style: line.style, colors: line.colors,
            clip: rect, into: &buffer)
        return rect
    }
}
