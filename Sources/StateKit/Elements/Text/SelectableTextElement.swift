/// A text under `.textSelection(.enabled)`: a drag of the mouse across it
/// selects from where the button went down to where the pointer is, in
/// reading order, shown in reverse video; Alt-C copies the selection to the
/// terminal's clipboard (`ViewGraph.copyTextSelection()`). One text holds
/// the selection at a time; a click anywhere ends it. It is no Tab stop, as
/// selectable text is none in SwiftUI, and any control under the pointer
/// takes a click before it.
final class SelectableTextElement: WrappingFocusableElement {
    /// Where the selection began and where it reaches, as cells from the
    /// text's first, so that it scrolls with the text; `nil` with nothing
    /// selected.
    private(set) var selection: (anchor: Point, head: Point)?
    /// The text's size when the selection was made: laid out at another, its
    /// lines break elsewhere, and the selection ends.
    private var selectedSize = Size.zero

    init(text: TextElement, place: FocusPlace) {
        super.init(child: text, place: place)
    }

    private var text: TextElement { child as! TextElement }

    override var isInFocusRing: Bool { false }

    override func place(in rect: Rect) {
        super.place(in: rect)
        if selection != nil && rect.size != selectedSize { selection = nil }
    }

    /// A press begins a selection there; the drag that follows extends it.
    override func pressed(at point: Point) {
        let cell = clamped(point)
        selection = (cell, cell)
        selectedSize = frame.size
        owner.beginTextSelection(in: self)
        owner.beginDrag(of: self)
        owner.requestRedraw()
    }

    override func dragged(to point: Point) {
        guard let anchor = selection?.anchor else { return }
        selection = (anchor, clamped(point))
        owner.requestRedraw()
    }

    /// A click without a drag selects nothing.
    override func dragEnded() {
        if let selection, selection.anchor == selection.head { endSelection() }
    }

    /// Ends the selection: another text took it, a click landed elsewhere,
    /// or the text changed under it.
    func endSelection() {
        guard selection != nil else { return }
        selection = nil
        owner.requestRedraw()
    }

    /// The selected characters, rows apart by line breaks; `nil` with none.
    var selectedText: String? {
        guard selection != nil else { return nil }
        var rows: [String] = []
        forEachSelectedRun { line, x, columns in
            var run = ""
            var column = x
            for character in line {
                let width = character.terminalWidth
                if column + width > columns.lowerBound && column < columns.upperBound { run.append(character) }
                column += width
            }
            rows.append(run)
        }
        return rows.isEmpty ? nil : rows.joined(separator: "\n")
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        child.draw(into: &buffer, clip: clip)
        guard selection != nil else { return }
        let area = frame.intersection(clip)
        forEachSelectedRun { _, _, columns in
            buffer.addStyle(
                .reverse,
                in: Rect(x: columns.lowerBound, y: columns.y, width: columns.count, height: 1).intersection(area))
        }
    }

    /// Calls `body` with each shown row the selection reaches: the row's
    /// text, the column it starts at, and the columns selected there (the
    /// first row's from the selection's start, the last's to its end).
    private func forEachSelectedRun(_ body: (String, Int, SelectedColumns) -> Void) {
        guard let selection else { return }
        let (first, last) =
            (selection.anchor.y, selection.anchor.x) <= (selection.head.y, selection.head.x)
            ? (selection.anchor, selection.head) : (selection.head, selection.anchor)
        let start = Point(x: first.x + frame.minX, y: first.y + frame.minY)
        let end = Point(x: last.x + frame.minX, y: last.y + frame.minY)
        text.forEachRow(in: frame) { line, x, y in
            guard y >= start.y && y <= end.y else { return }
            let lineEnd = x + line.terminalWidth
            let from = y == start.y ? max(x, start.x) : x
            let to = y == end.y ? min(lineEnd, end.x + 1) : lineEnd
            guard from < to else { return }
            body(line, x, SelectedColumns(y: y, lowerBound: from, upperBound: to))
        }
    }

    /// `point`, kept inside the text's frame, counted from its first cell.
    private func clamped(_ point: Point) -> Point {
        Point(
            x: min(max(point.x - frame.minX, 0), max(0, frame.size.width - 1)),
            y: min(max(point.y - frame.minY, 0), max(0, frame.size.height - 1)))
    }
}

/// The columns of one row a text selection covers: `lowerBound` up to, not
/// including, `upperBound`.
private struct SelectedColumns {
    let y: Int
    let lowerBound: Int
    let upperBound: Int

    var count: Int { upperBound - lowerBound }
}
