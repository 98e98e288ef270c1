/// An in-memory terminal for tests and `--headless`: it keeps the screen and
/// counts the cells each frame wrote.
@MainActor
public final class HeadlessTerminal: Terminal {
    public private(set) var size: Size
    /// What the screen shows.
    public private(set) var screen: CellBuffer
    /// Cells written by the latest presented frame, in write order.
    public private(set) var lastFrameWrites: [Point] = []
    /// Cells written over the terminal's life.
    public private(set) var totalCellsWritten = 0
    /// Frames presented.
    public private(set) var presentedFrames = 0
    /// Where the cursor is shown, or `nil` while it is hidden.
    public private(set) var cursor: Point?
    private var pending: [Point] = []

    /// A blank screen of `size`: 80 by 24 by default.
    public init(size: Size = Size(width: 80, height: 24)) {
        self.size = size
        self.screen = CellBuffer(size: size)
    }

    /// Stops the program on a write that would land outside the screen, the
    /// right half of a wide glyph included: tests catch any drawing path that
    /// forgets to clip.
    public func write(_ cell: Cell, at point: Point) {
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

    public func setCursor(_ position: Point?) {
        if let position, !screen.bounds.contains(position) {
            preconditionFailure("cursor placed outside the screen at \(position) on \(size)")
        }
        cursor = position
    }

    public func present() {
        // The arrays swap, so writing a frame makes none (unless the caller
        // keeps the last frame's).
        swap(&lastFrameWrites, &pending)
        pending.removeAll(keepingCapacity: true)
        presentedFrames += 1
    }

    public func reset() {
        screen = CellBuffer(size: size)
    }

    /// Changes the size, as a terminal window resize would.
    public func resize(to newSize: Size) {
        size = newSize
    }

    /// The screen as lines of text.
    public var lines: [String] { screen.lines }

    /// How the screen looks beyond its text: one line for each stretch of a
    /// row whose cells share a look other than plain, as
    /// `row 3, columns 2-9: bold, yellow on blue`. Snapshot tests keep these
    /// beside the lines.
    public var styleRuns: [String] {
        var runs: [String] = []
        for y in 0..<size.height {
            var start = 0
            while start < size.width {
                let look = Self.look(of: screen[start, y])
                var end = start + 1
                while end < size.width && Self.look(of: screen[end, y]) == look { end += 1 }
                if !look.isEmpty { runs.append("row \(y), columns \(start)-\(end - 1): \(look)") }
                start = end
            }
        }
        return runs
    }

    /// `bold, dim, yellow on blue`; empty for a plain cell in the terminal's colours.
    private static func look(of cell: Cell) -> String {
        var words: [String] = []
        let names: [(Style, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline"),
        ]
        for (style, name) in names where cell.style.contains(style) { words.append(name) }
        let (foreground, background) = cell.colors.colors
        switch (foreground, background) {
        case (let foreground?, let background?): words.append("\(foreground) on \(background)")
        case (let foreground?, nil): words.append("\(foreground)")
        case (nil, let background?): words.append("on \(background)")
        case (nil, nil): break
        }
        return words.joined(separator: ", ")
    }
}
