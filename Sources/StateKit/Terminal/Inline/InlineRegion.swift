/// The rows below the prompt that an inline view is drawn in, as the bytes
/// that draw them. The region never learns which row of the screen it
/// starts on: every move is relative to where it left the cursor, and
/// between frames it leaves the cursor on its first cell (or on the focused
/// field's caret). A terminal that reflows its lines on a resize carries the
/// cursor along with the line it is on, so `clear()` then finds the region's
/// first row, wherever the reflow put it, and blanks everything below: the
/// region is drawn again, never copied into the scrollback. A resize the
/// terminal applies while it is still reading a frame moves the cursor under
/// the frame's remaining moves, and the rows of the region above where they
/// then leave it stay behind: each frame goes out in one write, which keeps
/// that window to the time the terminal takes to read it. A caret parked
/// below the first row is found again by counting rows up from it, which a
/// reflow of the rows between can make too few.
///
/// Rows are taken by writing line feeds from the first row down, which
/// scrolls the screen when the region reaches past its bottom; the region is
/// never taller than the window (`InlineTerminal`).
@MainActor
package struct InlineRegion {
    /// The region's width (the window's) and the rows it has taken.
    package private(set) var size: Size
    /// Where the cursor is shown between frames (a field's caret), or `nil`
    /// to hide it.
    package var caret: Point? {
        didSet { if let caret, caret.y >= size.height || caret.x >= size.width { self.caret = nil } }
    }
    private let strings: TerminalStrings
    /// The cursor's row, counted from the region's first.
    private var row = 0
    /// The cursor's column, or `nil` where the terminal's own may differ: past
    /// the last column (a wrap pending), or after a glyph whose width the
    /// terminal may measure otherwise.
    private var column: Int? = 0
    /// The attributes and colours the terminal draws with now.
    private var pen: CellPen
    /// Whether the cursor is shown; `nil` before the first frame says.
    private var cursorShown: Bool?
    private var output: [UInt8] = []

    /// A region `width` columns wide drawn with `strings`, its colours as
    /// `screen` shows them; it takes no row until `open(height:)`.
    package init(strings: TerminalStrings, screen: ScreenColors, width: Int) {
        self.strings = strings
        pen = CellPen(strings: strings, screen: screen)
        size = Size(width: max(1, width), height: 0)
    }

    /// The bytes drawn since the last call.
    package mutating func takeOutput() -> [UInt8] {
        defer { output.removeAll(keepingCapacity: true) }
        return output
    }

    /// Moves to the start of a line of its own: a line the program printed
    /// in part (`print("Deploying… ", terminator: "")`) stays, and the
    /// region starts below it. Blanks one column short of the width: from
    /// the first column they stay on the line, which `open(height:)` then
    /// clears; from any other they wrap onto a new one (as zsh's prompt does).
    package mutating func startOnFreshLine() {
        output += strings.resetAttributes + [UInt8](repeating: 0x20, count: max(0, size.width - 1))
        output += strings.carriageReturn
        row = 0
        column = 0
    }

    /// Takes `height` rows (at least one) from the cursor's row down, each
    /// blanked, and leaves the cursor on the first; `width` is the window's.
    package mutating func open(height: Int, width: Int? = nil) {
        if let width { size.width = max(1, width) }
        size.height = max(1, height)
        output += strings.carriageReturn + strings.clearToEndOfLine
        for _ in 1..<size.height { output += [0x0A] + strings.carriageReturn + strings.clearToEndOfLine }
        row = size.height - 1
        column = 0
        caret = nil
        move(to: .zero)
    }

    /// Draws `cell` at `point`, inside the region.
    package mutating func write(_ cell: Cell, at point: Point) {
        guard point.y >= 0, point.y < size.height, point.x >= 0, point.x < size.width else { return }
        move(to: point)
        pen.take(cell.style, cell.colors, into: &output)
        let width = Int(cell.width)
        if let scalar = cell.scalar, scalar.isASCII {
            output.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
            output += Array(String(cell.character).utf8)
        }
        // A single code point a column wide advances one column on every
        // terminal; a wide glyph or a cluster may not, where the terminal's
        // width table is older than StateKit's.
        let advance = point.x + max(1, width)
        column = advance < size.width && width == 1 && cell.scalar != nil ? advance : nil
    }

    /// Draws `run`'s cells again inside its link (OSC 8), or none: after the
    /// frame's cells, which the terminal gave no link.
    package mutating func write(_ run: HyperlinkRun) {
        let open = run.url.flatMap(HyperlinkSequence.open)
        move(to: run.origin)
        if let open { output += open }
        var x = run.origin.x
        for cell in run.cells {
            write(cell, at: Point(x: x, y: run.origin.y))
            x += max(1, Int(cell.width))
        }
        if open != nil { output += HyperlinkSequence.close }
    }

    /// Ends a frame: plain attributes, and the cursor on the caret, shown, or
    /// hidden on the region's first cell.
    package mutating func park() {
        pen.lift(into: &output)
        move(to: caret ?? .zero)
        let shown = caret != nil
        if shown != cursorShown {
            output += shown ? strings.showCursor : strings.hideCursor
            cursorShown = shown
        }
    }

    /// Grows the region to `height` rows, taking blank ones below it, or
    /// shrinks it, blanking the rows it gives back; the rows it keeps keep
    /// what they show.
    package mutating func resize(toHeight height: Int) {
        let height = max(1, height)
        if height > size.height {
            move(to: Point(x: 0, y: size.height - 1))
            for _ in size.height..<height { output += [0x0A] + strings.carriageReturn + strings.clearToEndOfLine }
            row = height - 1
            column = 0
        } else if height < size.height {
            move(to: Point(x: 0, y: height))
            output += strings.clearToEndOfScreen
        }
        size.height = height
        if let caret, caret.y >= height { self.caret = nil }
    }

    /// Blanks the region and everything below it, from its first row, where
    /// the cursor stays: before it is drawn again after a window resize, or
    /// lines are printed where it was.
    package mutating func clear() {
        move(to: .zero)
        // The first row is blanked on its own and the rest from its second
        // column: tmux (`scroll-on-clear`) copies the whole screen into the
        // scrollback when it is cleared from its first cell, which is where
        // a region at the top of the window starts.
        output += strings.carriageReturn + strings.resetAttributes + strings.clearToEndOfLine
        output += strings.forward(1) + strings.clearToEndOfScreen + strings.carriageReturn
        pen.forget()
    }

    /// Writes `text`, whole lines, where the region was (call `clear()`
    /// first): they scroll up with the terminal's history, and the region is
    /// taken again below them with `open(height:)`. A line feed is written
    /// as a carriage return and a line feed, as the terminal's own output
    /// processing would; what would leave the line is shown instead
    /// (`PrintedText`).
    package mutating func print(_ text: some Sequence<UInt8>) {
        for byte in PrintedText.keepingToItsLines(text) {
            if byte == 0x0A { output.append(0x0D) }
            output.append(byte)
        }
        // Whatever attributes the text left set end with it.
        output += strings.resetAttributes
        pen.forget()
        row = 0
        column = 0
    }

    /// Leaves the region's last frame on the screen, in the scrollback once
    /// it scrolls, and the cursor shown at the start of the line below it.
    package mutating func close() {
        pen.lift(into: &output)
        move(to: Point(x: 0, y: max(0, size.height - 1)))
        output += strings.carriageReturn + [0x0A] + strings.showCursor
        cursorShown = true
        row = 0
        column = 0
        size.height = 0
    }

    /// Moves the cursor to `point` by relative moves.
    private mutating func move(to point: Point) {
        if point.y != row {
            output += point.y < row ? strings.up(row - point.y) : strings.down(point.y - row)
            row = point.y
        }
        guard column != point.x else { return }
        if let column, point.x > column {
            output += strings.forward(point.x - column)
        } else {
            output += strings.carriageReturn
            if point.x > 0 { output += strings.forward(point.x) }
        }
        column = point.x
    }
}
