import StateKit

/// A stretch of one screen row whose cells share their look: attributes and
/// colours other than the terminal's plain ones.
public struct StyleRun: Hashable, Sendable, CustomStringConvertible {
    /// The row, counted from 0 at the top.
    public let row: Int
    /// The columns the run covers, counted from 0 at the left.
    public let columns: ClosedRange<Int>
    /// The text the run shows.
    public let text: String
    /// Drawn bold.
    public let isBold: Bool
    /// Drawn dim (faint).
    public let isDim: Bool
    /// Drawn underlined.
    public let isUnderlined: Bool
    /// Drawn in reverse video, as focus and a selected tab are.
    public let isReversed: Bool
    /// Drawn in italics, where the terminal has them.
    public let isItalic: Bool
    /// Drawn struck through.
    public let isStrikethrough: Bool
    /// The text's colour, or `nil` for the terminal's own.
    public let foreground: Color?
    /// The background colour, or `nil` for the terminal's own.
    public let background: Color?

    /// `row 3, columns 2-9: bold, yellow on blue`.
    public var description: String { "row \(row), columns \(columns.lowerBound)-\(columns.upperBound): \(look)" }

    /// `bold, dim, yellow on blue`: the attributes, then the colours.
    var look: String {
        var words: [String] = []
        if isBold { words.append("bold") }
        if isDim { words.append("dim") }
        if isReversed { words.append("reverse") }
        if isUnderlined { words.append("underline") }
        if isItalic { words.append("italic") }
        if isStrikethrough { words.append("strikethrough") }
        switch (foreground, background) {
        case (let foreground?, let background?): words.append("\(foreground) on \(background)")
        case (let foreground?, nil): words.append("\(foreground)")
        case (nil, let background?): words.append("on \(background)")
        case (nil, nil): break
        }
        return words.joined(separator: ", ")
    }
}

extension StyleRun {
    /// The runs of `screen`, row by row, left to right; plain cells make none.
    @MainActor
    package static func runs(of screen: CellBuffer, depth: ColorDepth = .direct) -> [StyleRun] {
        var runs: [StyleRun] = []
        for y in 0..<screen.size.height {
            var start = 0
            while start < screen.size.width {
                let cell = screen[start, y]
                var end = start + 1
                var text = String(cell.character)
                while end < screen.size.width, Self.looksAlike(screen[end, y], cell, depth) {
                    if !screen[end, y].isContinuation { text.append(screen[end, y].character) }
                    end += 1
                }
                let (foreground, background) = Self.colors(of: cell, depth)
                if cell.style != .plain || foreground != nil || background != nil {
                    runs.append(
                        StyleRun(
                            row: y, columns: start...(end - 1), text: text, isBold: cell.style.contains(.bold),
                            isDim: cell.style.contains(.dim), isUnderlined: cell.style.contains(.underline),
                            isReversed: cell.style.contains(.reverse), isItalic: cell.style.contains(.italic),
                            isStrikethrough: cell.style.contains(.strikethrough), foreground: foreground,
                            background: background))
                }
                start = end
            }
        }
        return runs
    }

    @MainActor
    private static func looksAlike(_ cell: Cell, _ other: Cell, _ depth: ColorDepth) -> Bool {
        guard cell.style == other.style else { return false }
        if cell.colors == other.colors { return true }
        guard depth != .direct else { return false }
        let (a, b) = (colors(of: cell, depth), colors(of: other, depth))
        return a.foreground == b.foreground && a.background == b.background
    }

    /// The cell's colours as a terminal of `depth` draws them.
    @MainActor
    private static func colors(of cell: Cell, _ depth: ColorDepth) -> (foreground: Color?, background: Color?) {
        let (foreground, background) = cell.colors.colors
        return (foreground?.reduced(to: depth), background?.reduced(to: depth))
    }
}
