import Foundation

/// How a text's lines are laid out: how many it may take, how they line up
/// and where a text cut at its last line shows "…".
struct TextLayout: Equatable {
    var lines = TextLines()
    var alignment = TextAlignment.leading
    var truncation = TextTruncation.tail
}

/// Lines of styled text: its paragraphs, each broken at its spaces where it
/// is wider than the text's room, as SwiftUI wraps text; at most as many
/// lines as its layout allows, the last cut with "…" when more would follow.
final class TextElement: Element {
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
    /// The text shown, kept to skip the work when an update brings the same.
    @exclusivity(unchecked) private(set) var content = ""
    /// The lines of a text of several; empty for one line, the usual case,
    /// which is `content` itself: no array to reach at each update.
    @exclusivity(unchecked) private var severalLines: [Substring] = []
    @exclusivity(unchecked) private(set) var style: Style
    @exclusivity(unchecked) private(set) var colors: ColorPair
    @exclusivity(unchecked) private(set) var idealWidth = 0
    @exclusivity(unchecked) private(set) var layout: TextLayout
    /// The lines at the width they were broken at last, and how wide the
    /// widest of the first `shownCount` is: a layout asks again each frame.
    @exclusivity(unchecked) private var wrapped: (width: Int, lines: [String], shownCount: Int, widest: Int)?
    /// How many times the text was broken into lines: once for each new text
    /// or width, never for a frame that changes neither.
    private(set) var wrapCount = 0

    init(_ content: String, style: Style, colors: ColorPair = .default, layout: TextLayout = TextLayout()) {
        self.style = style
        self.colors = colors
        self.layout = layout
        super.init()
        setLines(of: content)
    }

    /// The number of paragraphs.
    var lineCount: Int { severalLines.isEmpty ? 1 : severalLines.count }

    /// An update in place: the same size counts as the same layout (`Count: 5`
    /// after `Count: 4`); a text its room made wrap must wrap into as many
    /// lines as before.
    func update(_ content: String, style: Style, colors: ColorPair, layout: TextLayout = TextLayout()) {
        let width = idealWidth
        let lineCount = self.lineCount
        // A text its room made wrap was measured at the room's width, which
        // its frame does not keep: a new text there is laid out again.
        let wasWrapped = frame.size.width < width
        let sameLayout = layout == self.layout
        let sameContent = content == self.content
        self.style = style
        self.colors = colors
        self.layout = layout
        if !sameContent { setLines(of: content) }
        updatedAlike = sameLayout && idealWidth == width && self.lineCount == lineCount && (!wasWrapped || sameContent)
    }

    /// The width of `content` when it is all printable ASCII, a column a byte;
    /// `nil` otherwise. Read in its bytes where they lie, as `isOneLine` does.
    nonisolated static func printableASCIIWidth(of content: String) -> Int? {
        let width = content.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard let base = bytes.baseAddress else { return 0 }
            // Eight bytes at a time: none at or above 0x7F, none below 0x20.
            guard bytes.count >= 8 else {
                for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
                return bytes.count
            }
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            func isPrintable(at offset: Int) -> Bool {
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                let deleteLanes = word ^ (ones &* 0x7F)
                let unprintable =
                    (word & highs) | ((word &- ones &* 0x20) & ~word & highs)
                    | ((deleteLanes &- ones) & ~deleteLanes & highs)
                return unprintable == 0
            }
            var index = 0
            while index + 8 < bytes.count {
                if !isPrintable(at: index) { return nil }
                index += 8
            }
            // The last eight bytes, some of them read twice.
            return isPrintable(at: bytes.count - 8) ? bytes.count : nil
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
        wrapped = nil
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
        guard let width = proposal.width, width < idealWidth, width > 0, layout.lines.maximum != 1 else {
            return Size(width: min(idealWidth, proposal.width ?? idealWidth), height: limited(lineCount))
        }
        let lines = self.lines(in: width)
        let shownCount = limited(lines.count)
        if let wrapped, wrapped.shownCount == shownCount {
            return Size(width: min(wrapped.widest, width), height: shownCount)
        }
        var widest = 0
        for line in lines.prefix(shownCount) { widest = max(widest, line.terminalWidth) }
        wrapped?.shownCount = shownCount
        wrapped?.widest = widest
        return Size(width: min(widest, width), height: shownCount)
    }

    /// `count` lines, within the layout's least and most.
    private func limited(_ count: Int) -> Int {
        max(layout.lines.minimum, min(count, layout.lines.maximum ?? count))
    }

    /// The paragraphs, each broken into lines of at most `width` columns at
    /// its spaces (a word wider than that at `width` columns) where it is
    /// wider; kept for that width.
    private func lines(in width: Int) -> [String] {
        if let wrapped, wrapped.width == width { return wrapped.lines }
        var lines: [String] = []
        let paragraphs = severalLines.isEmpty ? [content[...]] : severalLines
        for paragraph in paragraphs {
            if paragraph.terminalWidth <= width {
                lines.append(String(paragraph))
            } else {
                let broken = WordWrap.lines(of: paragraph, width: width, breakingLongWords: true)
                lines += broken.isEmpty ? [""] : broken
            }
        }
        wrapCount += 1
        wrapped = (width, lines, -1, 0)
        return lines
    }

    /// A text declares nothing.
    override func collectDeclarations(into declarations: inout Declarations) {}

    /// Text measures as its widest line and its line count, whatever it
    /// says: a new string of the same size (`Count: 5` after `Count: 4`), or a
    /// new style or colour, takes the same place and is only drawn.
    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? TextElement, old.idealWidth == idealWidth, old.lineCount == lineCount,
            old.layout == layout
        else {
            return false
        }
        // A text its room made wrap keeps the frame only if it says the same.
        if old.frame.size.width < idealWidth, old.content != content { return false }
        frame = old.frame
        return true
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        if let spans {
            drawStyled(spans, into: &buffer, clip: clip)
            return
        }
        let area = frame.intersection(clip)
        if linkNumber != 0 { drawLink(into: &buffer, area: area) }
        // One line that fits, the usual case: its width is known already, and
        // the line is the whole string (read faster than a substring).
        if severalLines.isEmpty && idealWidth <= frame.size.width {
            guard frame.minY >= area.minY && frame.minY < area.maxY else { return }
            buffer.write(
                content, x: frame.minX + offset(of: idealWidth), y: frame.minY, style: style, colors: colors,
                clip: area)
            return
        }
        forEachRow(in: area) { line, x, y in
            buffer.write(line, x: x, y: y, style: style, colors: colors, clip: area)
        }
    }

    /// Calls `body` with each row shown in `area`: its text (the last one
    /// cut with "…" when more would follow), where it starts and its row.
    func forEachRow(in area: Rect, _ body: (String, Int, Int) -> Void) {
        let width = frame.size.width
        guard width > 0 else { return }
        if severalLines.isEmpty && idealWidth <= width {
            if frame.minY >= area.minY && frame.minY < area.maxY {
                body(content, frame.minX + offset(of: idealWidth), frame.minY)
            }
            return
        }
        // A text limited to one line is cut, whatever its room; otherwise it
        // breaks into the lines its room needs, the last shown cut when more
        // would follow.
        let lines: [String] =
            layout.lines.maximum == 1
            ? [severalLines.isEmpty ? content : String(severalLines[0])] : self.lines(in: width)
        let shown = min(lines.count, frame.size.height, layout.lines.maximum ?? lines.count)
        for row in 0..<shown where frame.minY + row < area.maxY {
            let y = frame.minY + row
            guard y >= area.minY else { continue }
            let cut = row == shown - 1 && (shown < lines.count || (layout.lines.maximum == 1 && lineCount > 1))
            // The last line shown, when more would follow, holds the rest of
            // the text, cut where it no longer fits.
            let line = cut && shown < lines.count ? lines[row...].joined(separator: " ") : lines[row]
            let lineWidth = line.terminalWidth
            if !cut && lineWidth <= width {
                body(line, frame.minX + offset(of: lineWidth), y)
            } else {
                let shortened = TextElement.truncated(line, toWidth: width, mode: layout.truncation, always: cut)
                body(shortened, frame.minX + offset(of: shortened.terminalWidth), y)
            }
        }
    }

    /// Draws a text of styled parts (`Text + Text`): laid out as one text,
    /// then each character given its part's attributes and colours.
    private func drawStyled(_ spans: [TextSpan], into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        forEachRow(in: area) { line, x, y in
            buffer.write(line, x: x, y: y, style: style, colors: colors, clip: area)
        }
        // Each part's link numbered once, not once a character.
        let linked = linkNumber != 0 || spans.contains { $0.link != nil }
        var linkNumbers: [Int: Int32] = [:]
        forEachStyledCell(in: area) { span, point, width in
            for x in point.x..<min(point.x + width, area.maxX) {
                var cell = buffer[x, point.y]
                cell.style = spans[span].style
                cell.colors = spans[span].colors
                buffer.store(cell, x: x, y: point.y)
            }
            guard linked else { return }
            let number =
                linkNumbers[span] ?? spans[span].link.map { Hyperlinks.number(of: $0.absoluteString) } ?? linkNumber
            linkNumbers[span] = number
            guard number != 0 else { return }
            buffer.setLink(number, in: Rect(x: point.x, y: point.y, width: width, height: 1).intersection(area))
        }
    }

    /// Makes the cells of the rows drawn in `area` open the link numbered
    /// `linkNumber`: the label of a `Link`.
    private func drawLink(into buffer: inout CellBuffer, area: Rect) {
        forEachRow(in: area) { line, x, y in
            buffer.setLink(linkNumber, in: Rect(x: x, y: y, width: line.terminalWidth, height: 1).intersection(area))
        }
    }

    /// Calls `body` with the part, the place and the width in columns of
    /// each character of a text of parts that starts in `area`. The rows are
    /// walked from the text's first, shown in `area` or not, so that a text
    /// scrolled partly out of view keeps its parts in place: they are the
    /// text's characters in order, less the spaces its lines broke at; a cut
    /// row's "…" is no part's.
    func forEachStyledCell(in area: Rect, _ body: (_ span: Int, _ point: Point, _ width: Int) -> Void) {
        guard let spans else { return }
        let characters = Array(content)
        var index = 0
        var span = 0
        var spanEnd = spans.first?.count ?? 0
        forEachRow(in: frame) { line, x, y in
            var column = x
            for character in line {
                while index < characters.count, characters[index] != character, characters[index].isWhitespace {
                    index += 1
                }
                guard index < characters.count, characters[index] == character else { break }
                while index >= spanEnd, span + 1 < spans.count {
                    span += 1
                    spanEnd += spans[span].count
                }
                let width = character.terminalWidth
                if area.contains(Point(x: column, y: y)) { body(span, Point(x: column, y: y), width) }
                column += width
                index += 1
            }
        }
    }

    /// The parts of a text of several (`Text + Text`), in order; `nil` for a
    /// text of one style, the usual case.
    @exclusivity(unchecked) var spans: [TextSpan]?
    /// The number (`Hyperlinks`) of the URL the whole text links to, as a
    /// `Link`'s label does, or 0; its parts' own links come first.
    @exclusivity(unchecked) var linkNumber: Int32 = 0

    /// Where a line `lineWidth` wide starts in the frame, as the alignment
    /// says.
    private func offset(of lineWidth: Int) -> Int {
        let slack = max(0, frame.size.width - lineWidth)
        switch layout.alignment {
        case .leading: return 0
        case .center: return slack / 2
        case .trailing: return slack
        }
    }

    /// `line` within `width` columns, "…" standing where it is cut as `mode`
    /// says; with `always`, a line that fits ends in "…" all the same (more
    /// follows it).
    nonisolated static func truncated(
        _ line: String, toWidth width: Int, mode: TextTruncation, always: Bool = false
    ) -> String {
        let lineWidth = line.terminalWidth
        if lineWidth <= width {
            guard always else { return line }
            if lineWidth + 1 <= width { return line + "…" }
        }
        guard width > 1 else { return width == 1 ? "…" : "" }
        // Only the characters kept are visited: a long line costs what is shown.
        func prefix(_ columns: Int) -> Substring {
            var used = 0
            var end = line.startIndex
            for index in line.indices {
                let w = line[index].terminalWidth
                if used + w > columns { break }
                used += w
                end = line.index(after: index)
            }
            return line[..<end]
        }
        func suffix(_ columns: Int) -> Substring {
            var used = 0
            var start = line.endIndex
            while start > line.startIndex {
                let before = line.index(before: start)
                let w = line[before].terminalWidth
                if used + w > columns { break }
                used += w
                start = before
            }
            return line[start...]
        }
        switch mode {
        case .tail: return prefix(width - 1) + "…"
        case .head: return "…" + suffix(width - 1)
        case .middle:
            let head = width / 2
            return prefix(head) + "…" + suffix(width - 1 - head)
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

/// A part of a text of several: so many characters, in a style and colours
/// of its own, and the link it opens, if any.
struct TextSpan: Equatable {
    let count: Int
    let style: Style
    let colors: ColorPair
    var link: URL?
}
