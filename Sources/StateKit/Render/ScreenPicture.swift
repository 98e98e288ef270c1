import Foundation

/// A screen drawn as an SVG picture: each cell's character, colours and
/// attributes, in a monospaced font on a rounded window, dark or light as the
/// screen's background is, as the
/// terminal would show it. Made from the cells themselves, so a picture of
/// an example can never drift from the code that draws it.
@MainActor
package enum ScreenPicture {
    /// A cell's width and a row's height, in the picture's pixels.
    static let cellWidth = 9.6
    static let rowHeight = 20.0
    /// The margin between the window's edge and its cells.
    static let margin = 14.0
    /// The window's own colours: a dark terminal's, or a light one's.
    static func background(_ scheme: ColorScheme) -> String { scheme == .dark ? "#1c1c1e" : "#ffffff" }
    static func foreground(_ scheme: ColorScheme) -> String { scheme == .dark ? "#e5e5ea" : "#1c1c1e" }

    /// The SVG of `screen`, as a screen of `colors` draws it.
    package static func svg(of screen: CellBuffer, colors: ScreenColors = .standard) -> String {
        let width = Double(screen.size.width) * cellWidth + 2 * margin
        let height = Double(screen.size.height) * rowHeight + 2 * margin
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
            viewBox="0 0 \(format(width)) \(format(height))">
            <style>text{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono',monospace;\
            font-size:16px;white-space:pre}rect{shape-rendering:crispEdges}</style>
            <rect width="100%" height="100%" rx="10" fill="\(background(colors.scheme))"/>

            """
        for y in 0..<screen.size.height {
            for run in ScreenPictureRun.runs(inRow: y, of: screen, colors: colors) {
                svg += run.svg(row: y)
            }
        }
        return svg + "</svg>\n"
    }

    /// `value` with at most one decimal, as SVG reads it.
    static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}

/// Cells of one row that look alike, drawn as one background and one text.
@MainActor
struct ScreenPictureRun {
    var column: Int
    var width: Int
    var text: String
    var style: Style
    var foreground: String
    var background: String?

    /// The row's runs, left to right: a run ends where the look changes.
    static func runs(inRow y: Int, of screen: CellBuffer, colors screenColors: ScreenColors) -> [ScreenPictureRun] {
        var runs: [ScreenPictureRun] = []
        for x in 0..<screen.size.width {
            let cell = screen[x, y]
            if cell.isContinuation, !runs.isEmpty {
                runs[runs.count - 1].width += 1
                continue
            }
            let drawn = screenColors.drawn(cell.colors)
            let style = cell.style.union(drawn.attributes)
            let (foreground, background) = colors(of: drawn, style, screenColors.scheme)
            // A run of blocks holds one block character, drawn as one rectangle.
            if let last = runs.indices.last, runs[last].style == style, runs[last].foreground == foreground,
                runs[last].background == background,
                BlockGlyph.isBlock(cell.character) || BlockGlyph.isBlock(runs[last].text.first ?? " ")
                    ? runs[last].text.first == cell.character : true
            {
                runs[last].text.append(cell.character)
                runs[last].width += 1
            } else {
                runs.append(
                    ScreenPictureRun(
                        column: x, width: 1, text: String(cell.character), style: style, foreground: foreground,
                        background: background))
            }
        }
        return runs
    }

    /// The cell's colours in `#rrggbb`, reverse video swapped; `nil` for the
    /// window's own background.
    private static func colors(of drawn: DrawnColors, _ style: Style, _ scheme: ColorScheme) -> (String, String?) {
        var front = drawn.foreground.map(hex) ?? ScreenPicture.foreground(scheme)
        var back = drawn.background.map(hex)
        if style.contains(.reverse) {
            (front, back) = (back ?? ScreenPicture.background(scheme), front)
        }
        return (front, back)
    }

    private static func hex(_ color: Color) -> String {
        let (red, green, blue) = color.rgb
        return "#" + [red, green, blue].map { String(format: "%02x", $0) }.joined()
    }

    /// The run's background, then its characters: a half or full block as
    /// the rectangle it stands for, so that pictures drawn in blocks join.
    func svg(row y: Int) -> String {
        let left = ScreenPicture.margin + Double(column) * ScreenPicture.cellWidth
        let top = ScreenPicture.margin + Double(y) * ScreenPicture.rowHeight
        let runWidth = Double(width) * ScreenPicture.cellWidth
        var svg = ""
        if let background {
            svg += rect(x: left, y: top, width: runWidth, height: ScreenPicture.rowHeight, fill: background)
        }
        if let block = text.first, BlockGlyph.isBlock(block) {
            let half = ScreenPicture.rowHeight / 2
            switch block {
            case "▀": svg += rect(x: left, y: top, width: runWidth, height: half, fill: foreground)
            case "▄": svg += rect(x: left, y: top + half, width: runWidth, height: half, fill: foreground)
            default: svg += rect(x: left, y: top, width: runWidth, height: ScreenPicture.rowHeight, fill: foreground)
            }
            return svg
        }
        // An underline runs under the blanks too, as a terminal draws it: it
        // shows a field's extent.
        if style.contains(.underline) {
            svg += rect(x: left, y: top + ScreenPicture.rowHeight - 3, width: runWidth, height: 1, fill: foreground)
        }
        // The characters without the blanks around them, which take their
        // cells all the same.
        guard let first = text.firstIndex(where: { $0 != " " }), let last = text.lastIndex(where: { $0 != " " }) else {
            return svg
        }
        let leading = text.distance(from: text.startIndex, to: first)
        let trailing = text.distance(from: last, to: text.endIndex) - 1
        let shown = text[first...last]
        let shownLeft = left + Double(leading) * ScreenPicture.cellWidth
        let shownWidth = runWidth - Double(leading + trailing) * ScreenPicture.cellWidth
        var attributes = "x=\"\(ScreenPicture.format(shownLeft))\" y=\"\(ScreenPicture.format(top + 15))\""
        attributes += " textLength=\"\(ScreenPicture.format(shownWidth))\" lengthAdjust=\"spacingAndGlyphs\""
        attributes += " fill=\"\(foreground)\""
        if style.contains(.bold) { attributes += " font-weight=\"bold\"" }
        if style.contains(.italic) { attributes += " font-style=\"italic\"" }
        if style.contains(.dim) { attributes += " fill-opacity=\"0.55\"" }
        if style.contains(.strikethrough) { attributes += " text-decoration=\"line-through\"" }
        return svg + "<text \(attributes)>\(Self.escaped(String(shown)))</text>\n"
    }

    private func rect(x: Double, y: Double, width: Double, height: Double, fill: String) -> String {
        let f = ScreenPicture.format
        return "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"\(fill)\"/>\n"
    }

    /// `text` as XML character data, a code point at a time (a combining
    /// mark makes `&` another character, but not another code point), with
    /// what XML forbids (controls, U+FFFE, U+FFFF) as U+FFFD.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

/// The block characters a picture draws as rectangles.
enum BlockGlyph {
    static func isBlock(_ character: Character) -> Bool {
        character == "▀" || character == "▄" || character == "█"
    }
}
