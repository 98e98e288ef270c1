/// Lines of styled text.
final class TextElement: Element {
    // `@exclusivity(unchecked)` on the bookkeeping below: it is touched on every
    // update, never while another access to it is under way, and the runtime's
    // check cost more than the access itself.
    /// The text shown, kept to skip the work when an update brings the same.
    @exclusivity(unchecked) private var content = ""
    /// The lines of a text of several; empty for one line, the usual case,
    /// which is `content` itself: no array to reach at each update.
    @exclusivity(unchecked) private var severalLines: [Substring] = []
    @exclusivity(unchecked) private(set) var style: Style
    @exclusivity(unchecked) private(set) var colors: ColorPair
    @exclusivity(unchecked) private(set) var idealWidth = 0

    init(_ content: String, style: Style, colors: ColorPair = .default) {
        self.style = style
        self.colors = colors
        super.init()
        setLines(of: content)
    }

    /// The number of lines.
    var lineCount: Int { severalLines.isEmpty ? 1 : severalLines.count }

    /// An update in place: the same size counts as the same layout (`Count: 5`
    /// after `Count: 4`).
    func update(_ content: String, style: Style, colors: ColorPair) {
        let width = idealWidth
        let lineCount = self.lineCount
        self.style = style
        self.colors = colors
        if content != self.content { setLines(of: content) }
        updatedAlike = idealWidth == width && self.lineCount == lineCount
    }

    /// The width of `content` when it is all printable ASCII, a column a byte;
    /// `nil` otherwise. Read in its bytes where they lie, as `isOneLine` does.
    private nonisolated static func printableASCIIWidth(of content: String) -> Int? {
        let width = content.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return bytes.count
        }
        return width ?? nil
    }

    /// Whether `content` has no line break, searched in its bytes where they
    /// lie: the generic search of `utf8.contains` costs more than the rest of
    /// an update. Nonisolated, so its closure pays no isolation check.
    private nonisolated static func isOneLine(_ content: String) -> Bool {
        let newline = UInt8(ascii: "\n")
        return content.utf8.withContiguousStorageIfAvailable { !$0.contains(newline) }
            ?? !content.utf8.contains(newline)
    }

    private func setLines(of content: String) {
        self.content = content
        // Most text is one line of printable ASCII: a column a byte.
        if let width = Self.printableASCIIWidth(of: content) {
            if !severalLines.isEmpty { severalLines = [] }
            idealWidth = width
            return
        }
        // Most other text is one line: no splitting, and the array is reused.
        if Self.isOneLine(content) {
            if !severalLines.isEmpty { severalLines = [] }
            idealWidth = content.terminalWidth
            return
        }
        severalLines = content.split(separator: "\n", omittingEmptySubsequences: false)
        var widest = 0
        for line in severalLines { widest = max(widest, line.terminalWidth) }
        idealWidth = widest
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: min(idealWidth, proposal.width ?? idealWidth), height: lineCount)
    }

    /// A text declares nothing.
    override func collectDeclarations(into declarations: inout Declarations) {}

    /// Text measures as its widest line and its line count, whatever it
    /// says: a new string of the same size (`Count: 5` after `Count: 4`), or a
    /// new style or colour, takes the same place and is only drawn.
    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? TextElement, old.idealWidth == idealWidth, old.lineCount == lineCount else {
            return false
        }
        frame = old.frame
        return true
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        // One line that fits, the usual case: its width is known already, and
        // the line is the whole string (read faster than a substring).
        if severalLines.isEmpty && idealWidth <= frame.size.width {
            guard frame.minY >= area.minY && frame.minY < area.maxY else { return }
            buffer.write(content, x: frame.minX, y: frame.minY, style: style, colors: colors, clip: area)
            return
        }
        // One line that does not fit: cut, without an array made for it.
        if severalLines.isEmpty {
            guard frame.minY >= area.minY && frame.minY < area.maxY else { return }
            TextElement.drawLine(
                content, x: frame.minX, y: frame.minY, width: frame.size.width, style: style, colors: colors,
                clip: area, into: &buffer)
            return
        }
        for (row, line) in severalLines.enumerated() where frame.minY + row < area.maxY {
            let y = frame.minY + row
            guard y >= area.minY else { continue }
            TextElement.drawLine(
                line, x: frame.minX, y: y, width: frame.size.width, style: style, colors: colors, clip: area,
                into: &buffer)
        }
    }

    /// Draws `line` in `width` columns, ending in "…" when it does not fit.
    nonisolated static func drawLine(
        _ line: some StringProtocol, x: Int, y: Int, width: Int, style: Style, colors: ColorPair = .default,
        clip: Rect, into buffer: inout CellBuffer
    ) {
        guard width > 0 else { return }
        if line.terminalWidth <= width {
            buffer.write(line, x: x, y: y, style: style, colors: colors, clip: clip)
            return
        }
        var column = 0
        for character in line {
            let w = character.terminalWidth
            if column + w > width - 1 { break }
            buffer.put(character, x: x + column, y: y, style: style, colors: colors, clip: clip)
            column += w
        }
        buffer.put("…", x: x + column, y: y, style: style, colors: colors, clip: clip)
    }
}
