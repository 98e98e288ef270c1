/// An inline region in memory: the rows its views need, up to
/// `largestSize`, for tests and for an inline view's plain-text frame when
/// there is no terminal. Rows it keeps on a resize keep their cells, as a
/// real region's do.
@MainActor
package final class HeadlessRegion: ContentSizedTerminal {
    package private(set) var size: Size
    /// What the views last put on the clipboard (`copyToClipboard(_:)`).
    package private(set) var clipboard: String?
    /// The window the region is drawn in.
    package var largestSize: Size
    /// True colour on a dark background unless a test says otherwise.
    package var screenColors = ScreenColors.standard
    /// What the region shows.
    package private(set) var screen: CellBuffer
    /// Cells written by the latest presented frame, in write order.
    package private(set) var lastFrameWrites: [Point] = []
    /// The heights the region took, one entry per change.
    package private(set) var heights: [Int] = []
    private var pending: [Point] = []

    /// A region of one row in a window of `largestSize`.
    package init(largestSize: Size) {
        self.largestSize = largestSize
        size = Size(width: largestSize.width, height: 1)
        screen = CellBuffer(size: size)
    }

    package func write(_ cell: Cell, at point: Point) {
        guard screen.bounds.contains(point), point.x + max(1, Int(cell.width)) <= size.width else {
            preconditionFailure("write of a \(cell.width)-column cell outside the region at \(point) on \(size)")
        }
        screen.store(cell, x: point.x, y: point.y)
        if cell.width == 2 && point.x + 1 < size.width { screen.store(.continuation, x: point.x + 1, y: point.y) }
        pending.append(point)
    }

    package func setCursor(_ position: Point?) {}

    package func present() {
        swap(&lastFrameWrites, &pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// The window changed: the region is blank, as wide as the window.
    package func reset() {
        size = Size(width: largestSize.width, height: min(size.height, largestSize.height))
        screen = CellBuffer(size: size)
    }

    package func resize(to newSize: Size) {
        size = Size(width: largestSize.width, height: min(max(1, newSize.height), largestSize.height))
        screen = screen.resized(to: size)
        heights.append(size.height)
    }

    /// The region's rows as text, trailing blanks left out.
    package var lines: [String] {
        screen.lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    package func copyToClipboard(_ text: String) {
        clipboard = text
    }

    package func writeHyperlinks(_ runs: [HyperlinkRun]) {
        screen.takeLinks(of: runs)
    }
}
