/// An in-memory terminal for tests and `--headless`: it keeps the screen and
/// counts the cells each frame wrote.
@MainActor
package final class HeadlessTerminal: ResizableTerminal {
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity";
    // the benchmarks that draw on this terminal count its writes at every key.
    @exclusivity(unchecked) package private(set) var size: Size
    /// True colour on a dark background unless a test says otherwise.
    package var screenColors = ScreenColors.standard
    /// What the screen shows.
    @exclusivity(unchecked) package private(set) var screen: CellBuffer
    /// Cells written by the latest presented frame, in write order.
    @exclusivity(unchecked) package private(set) var lastFrameWrites: [Point] = []
    /// What the views last put on the clipboard (`copyToClipboard(_:)`).
    package private(set) var clipboard: String?
    /// Cells written over the terminal's life.
    @exclusivity(unchecked) package private(set) var totalCellsWritten = 0
    /// Frames presented.
    @exclusivity(unchecked) package private(set) var presentedFrames = 0
    /// Where the cursor is shown, or `nil` while it is hidden.
    @exclusivity(unchecked) package private(set) var cursor: Point?
    @exclusivity(unchecked) private var pending: [Point] = []
    @exclusivity(unchecked) private var pendingHyperlinks: [HyperlinkRun] = []

    /// A blank screen of `size`: 80 by 24 by default.
    package init(size: Size = Size(width: 80, height: 24)) {
        self.size = size
        self.screen = CellBuffer(size: size)
    }

    /// Stops the program on a write that would land outside the screen, the
    /// right half of a wide glyph included: tests catch any drawing path that
    /// forgets to clip.
    package func write(_ cell: Cell, at point: Point) {
        guard screen.bounds.contains(point), point.x + max(1, Int(cell.width)) <= size.width else {
            preconditionFailure("write of a \(cell.width)-column cell outside the screen at \(point) on \(size)")
        }
        screen.store(cell, x: point.x, y: point.y)
        if cell.width == 2 && point.x + 1 < size.width {
            screen.store(.continuation, x: point.x + 1, y: point.y)
        }
        pending.append(point)
        totalCellsWritten += 1
    }

    package func setCursor(_ position: Point?) {
        if let position, !screen.bounds.contains(position) {
            preconditionFailure("cursor placed outside the screen at \(position) on \(size)")
        }
        cursor = position
    }

    package func present() {
        if !pendingHyperlinks.isEmpty { drawHyperlinks() }
        // The arrays swap, so writing a frame makes none (unless the caller
        // keeps the last frame's).
        swap(&lastFrameWrites, &pending)
        pending.removeAll(keepingCapacity: true)
        presentedFrames += 1
    }

    /// Starts a batch of input: until a frame is presented, the latest frame
    /// wrote no cell.
    package func forgetLastFrame() {
        lastFrameWrites.removeAll(keepingCapacity: true)
    }

    package func reset() {
        screen = CellBuffer(size: size)
    }

    /// Changes the size, as a terminal window resize would.
    package func resize(to newSize: Size) {
        size = newSize
    }

    /// The screen as lines of text.
    package var lines: [String] { screen.lines }

    package func copyToClipboard(_ text: String) {
        clipboard = text
    }

    /// Runs drawn again inside their links (OSC 8), over the terminal's life.
    package private(set) var hyperlinkRunsWritten = 0

    /// Writes the pending runs' cells again, after the frame's, and keeps
    /// their links.
    private func drawHyperlinks() {
        for run in pendingHyperlinks {
            var x = run.origin.x
            for cell in run.cells where x + max(1, Int(cell.width)) <= size.width {
                write(cell, at: Point(x: x, y: run.origin.y))
                x += max(1, Int(cell.width))
            }
        }
        screen.takeLinks(of: pendingHyperlinks)
        pendingHyperlinks.removeAll()
    }

    /// Keeps the runs for the next `present()`, which writes their cells
    /// again after the frame's, with their links, as a real terminal does:
    /// a run that held cells older than the screen's would show.
    package func writeHyperlinks(_ runs: [HyperlinkRun]) {
        pendingHyperlinks += runs
        hyperlinkRunsWritten += runs.count
    }
}
