/// Text of several lines being edited: a `TextEditor`, which takes the room
/// it is offered, or a `TextField(_:text:axis: .vertical)`, which grows a
/// row at a time with its text, up to its line limit. Lines wrap at their
/// spaces and scroll to keep the cursor in view. The line editor's keys
/// work within the text; Up and Down move between rows, Home and End to a
/// row's ends, PageUp and PageDown a screen of rows. In an editor Enter
/// starts a new line; in a field Enter submits and Alt-Enter starts one.
/// Tab leaves.
final class TextAreaElement: FocusableElement {
    /// How the area takes its room and what Enter does.
    enum Kind {
        /// `TextEditor`: all the room offered, a gutter marking it.
        case editor
        /// A vertical text field: its label first, as many rows as its text
        /// needs, at most `maximumRows`.
        case field(label: String, placeholder: String, minimumRows: Int, maximumRows: Int?)
    }

    private let text: Binding<String>
    private let value: String
    private let editing: TextFieldEditing
    private let kind: Kind
    let isEnabled: Bool
    private let onSubmit: @MainActor () -> Void
    private let onEditingChanged: (@MainActor (Bool) -> Void)?
    /// The part of the text's room the latest draw showed: the cursor stays
    /// in it, never over what a scroll view or the screen's edge cut off.
    private var visibleRoom = Rect.zero

    init(
        text: Binding<String>, editing: TextFieldEditing, kind: Kind, isEnabled: Bool, place: FocusPlace,
        onSubmit: @escaping @MainActor () -> Void = {}, onEditingChanged: (@MainActor (Bool) -> Void)? = nil
    ) {
        self.text = text
        self.value = text.wrappedValue
        self.editing = editing
        self.kind = kind
        self.isEnabled = isEnabled
        self.onSubmit = onSubmit
        self.onEditingChanged = onEditingChanged
        super.init(place: place)
    }

    /// Columns before the text: an editor's gutter, a field's label.
    private var leading: Int {
        switch kind {
        case .editor: 2
        case .field(let label, _, _, _): label.isEmpty ? 0 : label.terminalWidth + 1
        }
    }

    /// The rows of the value in `width` columns, the gutter or label and the
    /// cursor's column taken off: the editor's, when it holds the value.
    private func rows(width: Int) -> TextRows {
        let editor = editing.editor.text == value ? editing.editor : LineEditor(value)
        return editing.rows(of: editor, width: max(1, width - leading - 1))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        switch kind {
        case .editor:
            // As tall as its text wraps at the width it is offered, or, asked
            // its ideal size, at the width it was laid out in: the rows it
            // lays out, wrapped once for both.
            let width = proposal.width ?? 30
            let wrapWidth = proposal.width ?? editing.laidOutWidth.map { $0 + leading + 1 } ?? width
            return Size(width: width, height: proposal.height ?? max(3, rows(width: wrapWidth).rows.count))
        case .field(let label, let placeholder, let minimum, let maximum):
            let ideal = leading + max(12, value.terminalWidth + 1, placeholder.terminalWidth + 1)
            let width = proposal.width ?? min(ideal, 40 + label.count)
            let count = rows(width: width).rows.count
            return Size(width: width, height: max(1, minimum, min(count, maximum ?? count)))
        }
    }

    /// The room for the text.
    private var textRect: Rect {
        Rect(
            x: frame.minX + leading, y: frame.minY, width: max(0, frame.size.width - leading - 1),
            height: frame.size.height)
    }

    /// The rows of the text as the editor has it, and the first one shown,
    /// moved so that the cursor's row is in view.
    private func layout() -> (editor: LineEditor, rows: TextRows, first: Int) {
        let editor = editing.editor(for: value)
        let width = max(1, textRect.size.width)
        // Only a width that holds text measures the ideal size by.
        if textRect.size.width > 0 { editing.laidOutWidth = width }
        let rows = editing.rows(of: editor, width: width)
        let cursorRow = rows.position(of: editor.cursor, in: editor).row
        let visible = max(1, textRect.size.height)
        var first = min(editing.scroll, max(0, rows.rows.count - visible))
        if cursorRow < first { first = cursorRow }
        if cursorRow >= first + visible { first = cursorRow - visible + 1 }
        editing.scroll = max(0, first)
        return (editor, rows, editing.scroll)
    }

    override func place(in rect: Rect) {
        super.place(in: rect)
        visibleRoom = .zero
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip).intersection(buffer.bounds)
        visibleRoom = textRect.intersection(area)
        guard !area.isEmpty else { return }
        defer { if !isEnabled { buffer.addStyle(.dim, in: area) } }
        let room = textRect
        switch kind {
        case .editor:
            for y in frame.minY..<frame.maxY {
                buffer.put("┃", x: frame.minX, y: y, style: .dim, clip: area)
            }
            // The focus marks the gutter, not the text it would hide.
            drawFocus(
                in: Rect(x: frame.minX, y: frame.minY, width: 1, height: frame.size.height).intersection(area),
                into: &buffer)
        case .field(let label, let placeholder, _, _):
            if !label.isEmpty {
                buffer.write(label, x: frame.minX, y: frame.minY, style: isFocused ? .bold : .plain, clip: area)
            }
            if value.isEmpty {
                buffer.write(
                    placeholder, x: room.minX, y: room.minY, colors: .secondary, clip: room.intersection(area))
            }
            drawFocus(in: room.intersection(area), into: &buffer)
        }
        guard !value.isEmpty else { return }
        let (editor, rows, first) = layout()
        let selection = isFocused ? editor.selection : nil
        // The rows the clip shows: a tall editor in a scrolled form or list
        // draws the few on screen, not its whole text.
        let top = max(0, area.minY - room.minY)
        let shown = top..<max(top, min(room.size.height, area.maxY - room.minY, rows.rows.count - first))
        let oneBytePerGrapheme = editor.isOneBytePerGrapheme
        // A loop, not `map`: a closure made on the main actor checks the
        // actor each time it is entered.
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(shown.count)
        for offset in shown { ranges.append(rows.rows[first + offset]) }
        let lines = editor.texts(of: ranges)
        for (offset, text) in zip(shown, lines) {
            let range = rows.rows[first + offset]
            let line = text.trimmingTrailingSpaces(oneBytePerGrapheme: oneBytePerGrapheme)
            buffer.write(line, x: room.minX, y: room.minY + offset, clip: room.intersection(area))
            guard let selection else { continue }
            // The selected graphemes in reverse video; a selected line break
            // (which no row holds) as a cell after its row's text.
            let breakIndex = range.upperBound
            let breakSelected =
                selection.contains(breakIndex) && breakIndex < editor.characters.count
                && editor.characters[breakIndex] == "\n"
            guard selection.overlaps(range) || breakSelected else { continue }
            var x = room.minX
            for index in range {
                let width = max(1, editor.characters[index].terminalWidth)
                if selection.contains(index) {
                    buffer.addStyle(
                        .reverse,
                        in: Rect(x: x, y: room.minY + offset, width: width, height: 1).intersection(room)
                            .intersection(area))
                }
                x += width
            }
            if breakSelected {
                buffer.addStyle(
                    .reverse,
                    in: Rect(x: x, y: room.minY + offset, width: 1, height: 1).intersection(room).intersection(area))
            }
        }
    }

    override var focusesOnClick: Bool { true }

    override var isInFocusRing: Bool { isEnabled }

    override var cursorPosition: Point? {
        let room = textRect
        guard room.size.width > 0, room.size.height > 0 else { return nil }
        let (editor, rows, first) = layout()
        let (row, column) = rows.position(of: editor.cursor, in: editor)
        let point = Point(x: room.minX + min(column, room.size.width - 1), y: room.minY + row - first)
        return visibleRoom.contains(point) ? point : nil
    }

    /// A click on the text puts the cursor under it; dragging from there
    /// selects up to the pointer.
    override func clicked(at point: Point) {
        let room = textRect
        guard room.contains(point) else { return }
        var (editor, rows, first) = layout()
        editor.moveCursor(
            to: rows.index(atRow: first + point.y - room.minY, column: point.x - room.minX, in: editor.characters))
        editing.keep(editor)
        owner.requestRedraw()
        owner.beginDrag(of: self)
    }

    /// The pointer dragged from a click: the selection runs to the grapheme
    /// under it, the rows above and below the room included.
    override func dragged(to point: Point) {
        let room = textRect
        guard room.size.width > 0 else { return }
        var (editor, rows, first) = layout()
        let row = max(0, min(rows.rows.count - 1, first + point.y - room.minY))
        editor.extendSelection(
            to: rows.index(atRow: row, column: max(0, point.x - room.minX), in: editor.characters))
        editing.keep(editor)
        owner.requestRedraw()
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        if case .field = kind, key == .enter {
            onSubmit()
            owner.submit(from: focusID)
            return true
        }
        let current = text.wrappedValue
        // Taken out, so that its graphemes are edited in place, not copied
        // at each key; given back before each way out.
        var editor = editing.takeEditor(for: current)
        // Wrapped only for the keys that move between rows: a letter typed
        // needs no rows of the text before it.
        let width = max(1, textRect.size.width)
        lazy var rows = editing.rows(of: editor, width: width)
        lazy var cursor = rows.position(of: editor.cursor, in: editor)
        let page = max(1, textRect.size.height - 1)
        switch key {
        case .enter, .modified(.enter, .alt):
            editor.insertLines("\n")
        case .paste(let pasted):
            editor.insertLines(pasted)
        case .up, .down, .pageUp, .pageDown:
            let step = key == .up ? -1 : key == .down ? 1 : key == .pageUp ? -page : page
            let target = cursor.row + step
            guard target >= 0, target < rows.rows.count else {
                // Past the first or last row: the key goes on, the selection ends.
                endSelection(of: &editor)
                editing.keep(editor)
                return key == .pageUp || key == .pageDown
            }
            editor.moveCursor(to: rows.index(atRow: target, column: cursor.column, in: editor.characters))
        case .home:
            editor.moveCursor(to: rows.rows[cursor.row].lowerBound)
        case .end:
            editor.moveCursor(to: rows.index(atRow: cursor.row, column: Int.max, in: editor.characters))
        case .modified(.up, .shift), .modified(.down, .shift):
            let target = cursor.row + (key == .modified(.up, .shift) ? -1 : 1)
            // Past the first or last row, to the text's start or end.
            let index =
                target < 0
                ? 0
                : target >= rows.rows.count
                    ? editor.characters.count : rows.index(atRow: target, column: cursor.column, in: editor.characters)
            editor.extendSelection(to: index)
        case .modified(.home, .shift):
            editor.extendSelection(to: rows.rows[cursor.row].lowerBound)
        case .modified(.end, .shift):
            editor.extendSelection(to: rows.index(atRow: cursor.row, column: Int.max, in: editor.characters))
        default:
            let selected = editor.selection != nil
            guard SelectionClipboard.apply(key, to: &editor, copies: true, owner: owner) || editor.apply(key) else {
                // The key goes on; a selection it ended is drawn no more.
                endSelection(of: &editor)
                editing.keep(editor)
                if selected { owner.requestRedraw() }
                return false
            }
        }
        // Given back before the write: what the write sets off finds it.
        editing.keep(editor)
        if editor.text != current {
            text.wrappedValue = editor.text
        } else {
            owner.requestRedraw()
        }
        return true
    }

    override func focusChanged(to isFocused: Bool) {
        onEditingChanged?(isFocused)
    }

    /// Ends the selection, if there is one, for a key the editor leaves to
    /// the views around: it is drawn no more.
    private func endSelection(of editor: inout LineEditor) {
        guard editor.selection != nil else { return }
        editor.moveCursor(to: editor.cursor)
        owner.requestRedraw()
    }
}

extension Substring {
    /// The text without the spaces at its end; `oneBytePerGrapheme` when
    /// each grapheme is a byte, which then need not be told apart.
    func trimmingTrailingSpaces(oneBytePerGrapheme: Bool) -> Substring {
        guard oneBytePerGrapheme else {
            guard let last = lastIndex(where: { $0 != " " }) else { return self[startIndex..<startIndex] }
            return self[...last]
        }
        var end = utf8.endIndex
        while end > utf8.startIndex && utf8[utf8.index(before: end)] == 0x20 { end = utf8.index(before: end) }
        return self[..<end]
    }
}
