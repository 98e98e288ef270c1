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
    /// The runs of `screen`, row by row, left to right, as a screen of
    /// `colors` shows them; plain cells make none.
    @MainActor
    package static func runs(of screen: CellBuffer, colors: ScreenColors = .standard) -> [StyleRun] {
        var runs: [StyleRun] = []
        for y in 0..<screen.size.height {
            var start = 0
            while start < screen.size.width {
                let cell = screen[start, y]
                let look = Self.look(of: cell, colors)
                var end = start + 1
                var text = String(cell.character)
                while end < screen.size.width, Self.looksAlike(screen[end, y], cell, look, colors) {
                    if !screen[end, y].isContinuation { text.append(screen[end, y].character) }
                    end += 1
                }
                if look.style != .plain || look.foreground != nil || look.background != nil {
                    let style = look.style
                    runs.append(
                        StyleRun(
                            row: y, columns: start...(end - 1), text: text, isBold: style.contains(.bold),
                            isDim: style.contains(.dim), isUnderlined: style.contains(.underline),
                            isReversed: style.contains(.reverse), isItalic: style.contains(.italic),
                            isStrikethrough: style.contains(.strikethrough), foreground: look.foreground,
                            background: look.background))
                }
                start = end
            }
        }
        return runs
    }

    /// Whether `next` looks as `first` does, whose look is `look`.
    @MainActor
    private static func looksAlike(_ next: Cell, _ first: Cell, _ look: CellLook, _ colors: ScreenColors) -> Bool {
        if next.style == first.style && next.colors == first.colors { return true }
        return Self.look(of: next, colors) == look
    }

    /// The cell's attributes and colours as a screen of `colors` draws them.
    @MainActor
    private static func look(of cell: Cell, _ colors: ScreenColors) -> CellLook {
        let drawn = colors.drawn(cell.colors)
        return CellLook(
            style: cell.style.union(drawn.attributes), foreground: drawn.foreground, background: drawn.background)
    }
}

/// What a cell looks like on a screen: its attributes and drawn colours.
private struct CellLook: Equatable {
    let style: Style
    let foreground: Color?
    let background: Color?
}
