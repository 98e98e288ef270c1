/// Something drawn at the screen's edges, outside the view tree: the
/// application's status lines, the inspector. The renderer gives each panel,
/// in order, the room the panels before it left, and lays the views out in
/// what is left after the last one.
@MainActor
package protocol ScreenPanel: AnyObject {
    /// The rows and columns it takes from the edges of an area of `size`.
    func insets(in size: Size) -> ScreenInsets
    /// Takes this frame's content, after the views were evaluated (so that it
    /// can show why they were), and says what changed since it was drawn.
    func refresh() -> ScreenPanelChange
    /// Draws itself in `area`, around `inner` (which it leaves alone): all of
    /// it, or only what changed since it was last drawn, appending the rects
    /// it drew to `rects` then.
    func draw(in area: Rect, around inner: Rect, all: Bool, into buffer: inout CellBuffer, rects: inout [Rect])
}

/// What changed in a panel since it was drawn.
package enum ScreenPanelChange {
    /// Nothing: it is not drawn.
    case none
    /// What it shows: it draws the changes.
    case content
    /// The room it takes: the whole screen is laid out and drawn again.
    case extent
}

/// The rows and columns a panel takes from the edges of its area.
package struct ScreenInsets: Equatable, Sendable {
    /// Rows at the top.
    package var top: Int
    /// Rows at the bottom.
    package var bottom: Int
    /// Columns at the right.
    package var trailing: Int

    /// Room of `top` and `bottom` rows and `trailing` columns.
    package init(top: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.bottom = bottom
        self.trailing = trailing
    }

    /// What is left of `area` inside these insets, never less than nothing.
    package func inset(_ area: Rect) -> Rect {
        let top = min(self.top, area.size.height)
        let bottom = min(self.bottom, area.size.height - top)
        let trailing = min(self.trailing, area.size.width)
        return Rect(
            x: area.minX, y: area.minY + top, width: area.size.width - trailing,
            height: area.size.height - top - bottom)
    }
}
