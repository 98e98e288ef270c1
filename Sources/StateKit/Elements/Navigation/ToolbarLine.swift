/// How a line of toolbar items is laid out: the leading items from the
/// left (after what the line already holds there, a back button), the
/// trailing ones ending at the right, the principal ones in the middle;
/// each one row high, one column apart. On a line too narrow for them all,
/// the item that reaches the end is cut there and those after it get no room.
@MainActor
enum ToolbarLine {
    /// The columns between two items.
    static let gap = 1

    /// Each item's width on one row.
    static func width(of item: Element) -> Int {
        item.sizeThatFits(ProposedSize(width: nil, height: 1)).width
    }

    /// The columns `items` take side by side.
    static func width(of items: [Element]) -> Int {
        items.isEmpty ? 0 : items.map(width(of:)).reduce(0, +) + gap * (items.count - 1)
    }

    /// Places `items` from `x` on row `y`, none beyond `limit`; returns where
    /// the next one would go. A `Spacer` among them takes a share of the room
    /// the others leave, as in a bottom bar's `Spacer(); Button("Done")`.
    @discardableResult
    static func place(_ items: [Element], from x: Int, y: Int, limit: Int) -> Int {
        let spacers = items.filter { $0 is SpacerElement }.count
        var slack = 0
        if spacers > 0 {
            let others = items.filter { !($0 is SpacerElement) }
            slack = max(0, limit - x - width(of: others) - gap * max(0, items.count - 1))
        }
        var x = x
        var spacersLeft = spacers
        for item in items {
            var width = min(width(of: item), max(0, limit - x))
            if item is SpacerElement {
                width = slack / spacersLeft
                slack -= width
                spacersLeft -= 1
            }
            item.place(in: Rect(x: x, y: y, width: width, height: width > 0 ? 1 : 0))
            x += width + gap
        }
        return x
    }

    /// Places a title line's items in `rect`, after `inset` columns kept at
    /// its leading end. Returns the columns left in the middle, for the title
    /// when there is no principal item.
    static func placeTop(_ items: ToolbarItems, in rect: Rect, inset: Int) -> ClosedRange<Int>? {
        let start = rect.minX + inset + (inset > 0 ? gap + 1 : 0)
        let leadingEnd = place(items.leading, from: start, y: rect.minY, limit: rect.maxX)
        let trailingWidth = width(of: items.trailing)
        let trailingStart = max(leadingEnd, rect.maxX - trailingWidth)
        place(items.trailing, from: trailingStart, y: rect.minY, limit: rect.maxX)
        let middle = items.leading.isEmpty ? (inset > 0 ? start : rect.minX) : leadingEnd
        let end = items.trailing.isEmpty ? rect.maxX : trailingStart - gap
        if !items.principal.isEmpty {
            let width = width(of: items.principal)
            let x = max(middle, rect.minX + (rect.size.width - width) / 2)
            place(items.principal, from: x, y: rect.minY, limit: end)
        }
        return middle < end ? middle...(end - 1) : nil
    }

    /// `title` as it fits `columns`: whole, or its first words and an
    /// ellipsis, or `nil` when not even its first word fits, since a word cut
    /// short says nothing.
    static func wholeWords(of title: String, within columns: Int) -> String? {
        if title.terminalWidth <= columns { return title }
        // Word by word, each measured once: a title of many words costs
        // what its length does.
        var shown: [Substring] = []
        var width = 0
        for word in title.split(separator: " ", omittingEmptySubsequences: true) {
            let next = width + (shown.isEmpty ? 0 : 1) + String(word).terminalWidth
            guard next + 1 <= columns else { break }
            shown.append(word)
            width = next
        }
        return shown.isEmpty ? nil : shown.joined(separator: " ") + "…"
    }

    /// Draws `items` within `clip`.
    static func draw(_ items: [Element], into buffer: inout CellBuffer, clip: Rect) {
        for item in items where item.frame.size.width > 0 { item.draw(into: &buffer, clip: clip) }
    }
}
