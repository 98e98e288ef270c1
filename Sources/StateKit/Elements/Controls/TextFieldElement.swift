/// A text field on screen: its label (for the automatic style), then the
/// value, scrolled sideways so that the cursor stays in view. A placeholder
/// (the prompt, or the title in the plain and bordered styles) is drawn in
/// the secondary colour while the value is empty. Nothing marks the field's
/// room until it has the focus, as on iOS; then a faint fill of the tint
/// does (an underline without colour). The bordered style draws a rounded
/// box around the value, in the tint while focused.
final class TextFieldElement: FocusableElement {
    private let field: TextFieldContent
    private let editing: TextFieldEditing
    private let style: TextFieldDrawing
    private let submitLabel: SubmitLabel?
    let isEnabled: Bool
    private let prefix: String
    /// The prefix's columns, measured once: a label may be long.
    private let prefixColumns: Int
    /// The columns a form's section gives the labels of its fields, so that
    /// their values line up; `nil` outside one.
    var labelColumns: Int?
    private let value: String
    /// How the value is drawn: the font, weight, attributes and colour
    /// handed down, as SwiftUI draws a field's text in them.
    private let valueStyle: Style
    private let valueColors: ColorPair
    /// The tint, which marks the field while it has the focus; `nil` on a
    /// screen without colour, where an underline does.
    private let focusTint: Color?
    /// The faint fill of the tint behind the focused field's room.
    private let focusFill: Color?
    /// The part of the value's rect the latest draw showed: the cursor stays in it.
    private var visibleField = Rect.zero

    init(
        field: TextFieldContent, editing: TextFieldEditing, style: TextFieldDrawing, submitLabel: SubmitLabel?,
        isEnabled: Bool, valueStyle: Style = .plain, valueColors: ColorPair = .default, focusTint: Color?,
        screen: ScreenColors = .standard, place: FocusPlace
    ) {
        self.field = field
        self.editing = editing
        self.style = style
        self.submitLabel = submitLabel
        self.isEnabled = isEnabled
        let key = field.focusKey.map { "[\($0.label)] " } ?? ""
        let prefix = style == .automatic ? key + field.label + " " : key
        self.prefix = prefix
        self.prefixColumns = prefix.terminalWidth
        self.value = field.text.wrappedValue
        self.valueStyle = valueStyle
        self.valueColors = valueColors
        self.focusTint = focusTint
        self.focusFill = focusTint?.faintFill(on: screen)
        super.init(place: place)
    }

    /// Drawn dim in the field while the value is empty.
    private var placeholder: String {
        field.prompt ?? (style == .automatic ? "" : field.label)
    }

    /// The label's columns, a blank after it included: as wide as a form's
    /// section makes its fields' labels.
    private var prefixWidth: Int {
        let own = prefixColumns
        guard let labelColumns, !prefix.isEmpty else { return own }
        return max(own, labelColumns + 1)
    }

    /// The label's own width, which a form's section lines its fields up by.
    var labelWidth: Int? { prefix.isEmpty ? nil : prefixColumns - 1 }

    /// A field made again with the same label keeps the column its form's
    /// section gave the one before, so that its size stays what the section
    /// laid out: a key typed in it lays out no more than the field. A new
    /// label's size differs, and the section lines its fields up again. With
    /// the same style and room for its text too (a key typed in a short
    /// value), it measures as the one before at every size, and takes its
    /// frame: nothing is laid out.
    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? TextFieldElement, old.prefix == prefix else { return false }
        if labelColumns == nil { labelColumns = old.labelColumns }
        guard old.labelColumns == labelColumns, old.style == style, old.textRoom == textRoom else { return false }
        frame = old.frame
        return true
    }

    /// Whether the value sits in a rounded box: the bordered style.
    private var isBoxed: Bool { style == .roundedBorder }

    /// The columns of the box's sides and the blank inside each.
    private var edges: Int { isBoxed ? 2 : 0 }

    /// The field asks for room for its label and a dozen columns of text,
    /// and for the rows of its box.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let ideal = prefixWidth + 2 * edges + textRoom
        return Size(width: proposal.width ?? ideal, height: isBoxed ? 3 : 1)
    }

    /// The columns the field asks for its text: a dozen at least. Kept: a
    /// field made again asks the one before it, whose value the editor no
    /// longer holds, and measuring that value afresh would cost a walk of
    /// all its text at every key.
    private lazy var textRoom: Int = max(12, editing.width(of: value) + 1, placeholder.terminalWidth + 1)

    /// The row the value is on: the box's middle one.
    private var valueRow: Int { frame.minY + (isBoxed && frame.size.height >= 3 ? 1 : 0) }

    private var valueRect: Rect {
        let start = prefixWidth + edges
        let width = max(0, frame.size.width - start - edges)
        return Rect(x: frame.minX + start, y: valueRow, width: width, height: 1)
    }

    /// The editor for the value, with the first grapheme shown moved so that
    /// the cursor stays in view, a column left for it, and as much of the text
    /// before it shown as fits.
    private func scrolledEditor() -> (editor: LineEditor, scroll: Int) {
        let editor = editing.editor(for: value)
        let characters = editor.characters
        let room = max(1, valueRect.size.width - 1)
        var scroll = min(editing.scroll, editor.cursor)
        var width = columns(of: editor, scroll..<editor.cursor)
        while width > room && scroll < editor.cursor {
            width -= columns(of: characters[scroll])
            scroll += 1
        }
        // Room to spare (a wider field, text deleted): back as far as it allows.
        while scroll > 0 && width + columns(of: characters[scroll - 1]) <= room {
            scroll -= 1
            width += columns(of: characters[scroll])
        }
        editing.scroll = scroll
        return (editor, scroll)
    }

    /// A field placed again shows no cursor until it is drawn: a container
    /// does not draw a child that lies outside what it shows, and the field
    /// drawn at an earlier size must not leave its cursor where it is not.
    override func place(in rect: Rect) {
        super.place(in: rect)
        visibleField = .zero
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip).intersection(buffer.bounds)
        visibleField = .zero
        guard !area.isEmpty else { return }
        defer { if !isEnabled { buffer.addStyle(.dim, in: area) } }
        let used = buffer.write(prefix, x: frame.minX, y: valueRow, style: isFocused ? .bold : .plain, clip: area)
        if isBoxed { drawBox(into: &buffer, clip: area) }
        let field = valueRect.intersection(area)
        guard used == prefixColumns, !field.isEmpty else { return }
        if prefixWidth > used {
            buffer.fill(
                Rect(x: frame.minX + used, y: valueRow, width: prefixWidth - used, height: 1).intersection(area))
        }
        visibleField = field
        buffer.fill(field)
        // The focus marks the room for the value, quietly: the cursor is in it.
        defer { if isFocused { markFocus(in: field, into: &buffer) } }
        if value.isEmpty {
            let width = buffer.write(
                placeholder, x: field.minX, y: field.minY, colors: .secondary, clip: field)
            drawSubmitLabel(after: width, in: field, into: &buffer)
            return
        }
        let (editor, scroll) = scrolledEditor()
        // What fits in the field, not the rest of a long value.
        let isSecure = self.field.isSecure
        let end =
            isSecure
            ? min(editor.characters.count, scroll + field.size.width)
            : editor.end(from: scroll, filling: field.size.width)
        let shown = isSecure ? String(repeating: Self.bullet, count: end - scroll)[...] : editor.text(of: scroll..<end)
        let width = buffer.write(
            shown, x: field.minX, y: field.minY, style: valueStyle, colors: valueColors, clip: field)
        if isFocused, let selection = editor.selection {
            markSelection(selection, of: editor, from: scroll, in: field, into: &buffer)
        }
        drawSubmitLabel(after: width, in: field, into: &buffer)
    }

    /// The selected graphemes in reverse video, those of `selection` shown
    /// from grapheme `scroll` on.
    private func markSelection(
        _ selection: Range<Int>, of editor: LineEditor, from scroll: Int, in field: Rect, into buffer: inout CellBuffer
    ) {
        var x = field.minX
        for index in scroll..<editor.characters.count {
            guard x < field.maxX else { break }
            let width = columns(of: editor.characters[index])
            if selection.contains(index) {
                buffer.addStyle(.reverse, in: Rect(x: x, y: field.minY, width: width, height: 1).intersection(field))
            }
            x += width
        }
    }

    /// The bordered style's rounded box around the value, in the separator's
    /// grey, or in the tint while focused.
    private func drawBox(into buffer: inout CellBuffer, clip: Rect) {
        let box = Rect(
            x: frame.minX + prefixWidth, y: frame.minY, width: frame.size.width - prefixWidth,
            height: frame.size.height)
        let colors = ColorPair(foreground: isFocused ? focusTint : .separator, background: nil)
        let style: Style = isFocused && focusTint == nil ? .bold : .plain
        BoxOutline(rounded: .all, isHeavy: false, isDashed: false).forEachCell(
            columns: box.size.width, rows: box.size.height
        ) { x, y, glyph in
            buffer.put(glyph, x: box.minX + x, y: box.minY + y, style: style, colors: colors, clip: clip)
        }
    }

    /// The focused field's room: a faint fill of the tint, or an underline
    /// without colour, under the text already drawn.
    private func markFocus(in field: Rect, into buffer: inout CellBuffer) {
        if let focusFill, !isBoxed {
            buffer.underlay(focusFill, in: field)
        } else if focusFill == nil {
            buffer.addStyle(.underline, in: field)
        }
    }

    /// `⏎ search` at the end of the focused field, if the text leaves room.
    private func drawSubmitLabel(after textWidth: Int, in field: Rect, into buffer: inout CellBuffer) {
        guard isFocused, let submitLabel else { return }
        let hint = "⏎ " + submitLabel.word
        let start = field.maxX - hint.terminalWidth
        guard start > field.minX + textWidth + 1 else { return }
        buffer.write(hint, x: start, y: field.minY, style: .dim, clip: field)
    }

    override var focusesOnClick: Bool { true }

    override var isInFocusRing: Bool { isEnabled }

    override var cursorPosition: Point? {
        let rect = valueRect
        guard rect.size.width > 0 else { return nil }
        let (editor, scroll) = scrolledEditor()
        let width = columns(of: editor, scroll..<editor.cursor)
        let position = Point(x: min(rect.minX + width, rect.maxX - 1), y: rect.minY)
        // Clipped away by a pane or the screen's edge: no cursor over other cells.
        return visibleField.contains(position) ? position : nil
    }

    /// A click on the value puts the cursor at the grapheme under it;
    /// dragging from there selects up to the pointer.
    override func clicked(at point: Point) {
        guard valueRect.contains(point) else { return }
        var (editor, scroll) = scrolledEditor()
        editor.moveCursor(to: graphemeIndex(atColumn: point.x, of: editor, from: scroll))
        editing.keep(editor)
        owner.requestRedraw()
        owner.beginDrag(of: self)
    }

    /// The pointer dragged from a click: the selection runs to the grapheme
    /// under it, on the value's row or off it.
    override func dragged(to point: Point) {
        var (editor, scroll) = scrolledEditor()
        editor.extendSelection(to: graphemeIndex(atColumn: point.x, of: editor, from: scroll))
        editing.keep(editor)
        owner.requestRedraw()
    }

    /// The grapheme at screen column `x` of the value shown from grapheme
    /// `scroll`: the first past the end right of the text.
    private func graphemeIndex(atColumn x: Int, of editor: LineEditor, from scroll: Int) -> Int {
        var left = valueRect.minX
        var index = scroll
        while index < editor.characters.count {
            let width = columns(of: editor.characters[index])
            if x < left + max(1, width) { break }
            left += width
            index += 1
        }
        return index
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        if key == .enter {
            field.commit?()
            field.onSubmit()
            owner.submit(from: focusID)
            return true
        }
        // The binding, not `value`: several keys of one batch reach this element
        // before it is rebuilt.
        let current = field.text.wrappedValue
        var editor = editing.takeEditor(for: current)
        // A secure field's text is never copied, as in SwiftUI.
        let selected = editor.selection != nil
        let applied =
            SelectionClipboard.apply(key, to: &editor, copies: !field.isSecure, owner: owner) || editor.apply(key)
        editing.keep(editor)
        guard applied else {
            // The key goes on; a selection it ended is drawn no more.
            if selected { owner.requestRedraw() }
            return false
        }
        if editor.text != current {
            field.text.wrappedValue = editor.text
        } else {
            owner.requestRedraw()
        }
        return true
    }

    override func focusChanged(to isFocused: Bool) {
        if !isFocused { field.commit?() }
        field.onEditingChanged?(isFocused)
    }

    /// What a secure field draws for each character.
    private static let bullet: Character = "•"

    /// The columns the graphemes of `range` take in the field: one each
    /// for a secure field's bullets.
    private func columns(of editor: LineEditor, _ range: Range<Int>) -> Int {
        field.isSecure ? range.count : editor.columns(of: range)
    }

    /// The columns `character` takes in the field: one for a secure
    /// field's bullet.
    private func columns(of character: Character) -> Int {
        field.isSecure ? 1 : character.terminalWidth
    }

    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
        guard let key = field.focusKey, isEnabled else { return }
        let id = focusID
        let owner = self.owner
        visit(Shortcut(key: key, action: { owner.setFocus(id) }))
    }
}
