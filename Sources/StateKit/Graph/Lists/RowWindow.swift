/// What a lazy list keeps between frames, in its node's state: where it is
/// scrolled to and the rows now on screen. The position is a row and the lines
/// of it above the top edge, and the row is remembered by its id, so rows
/// inserted or removed above the viewport leave the visible rows in place.
@MainActor
final class RowWindow {
    /// A row made for the window: its element, and the scope of what its view
    /// read as it was made.
    struct Row {
        let id: RowID
        let element: Element
        /// The slot of its scope in the list's node.
        let scope: Int
        /// Whether the row's view made nothing (an `if` that is false): it
        /// takes no line, and no line is drawn above it.
        let isEmpty: Bool
    }

    /// The index of the top row, when the rows were last laid out.
    var anchor = 0
    /// The top row's identity: where to find it again after a data change.
    var anchorID: RowID?
    /// Lines of the top row above the viewport.
    var anchorOffset = 0
    /// Lines to scroll by at the next layout (negative: up).
    var pendingScroll = 0
    /// A jump to the start or the end asked for, done at the next layout.
    var pendingJump: Jump?
    /// The rows on screen, top first.
    var rows: [Row] = []
    /// The lines between them: above each row but the first.
    var dividers: [DividerElement] = []
    /// Whether `rows` were made from an older evaluation's content: they are
    /// made again from the new one at the next layout, nodes kept by identity.
    var isStale = true

    /// A list's current row, the one its focus marks and Enter operates: its
    /// index when last laid out, and its identity, to find it again after a
    /// data change. A removed current row hands the mark to the row after it.
    var current = 0
    var currentID: RowID?
    /// The moves of the current row keys asked for, done in turn at the next
    /// layout.
    var pendingMoves: [Move] = []
    /// Set when a key deleted or moved rows: the list's content is out of
    /// date until it is laid out again from the app's new data.
    var editPending = false

    enum Jump { case start, end }

    enum Move {
        case by(Int)
        case first, last
    }

    nonisolated init() {}
}
