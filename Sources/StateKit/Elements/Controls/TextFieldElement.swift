/// A text field on screen: its label (for the automatic style), then the
/// value, scrolled sideways so that the cursor stays in view. A placeholder
/// (the prompt, or the title in the plain and bordered styles) is drawn dim
/// while the value is empty.
final class TextFieldElement: FocusableElement {
    private let field: TextFieldContent
    private let editing: TextFieldEditing
    private let style: TextFieldDrawing
    private let submitLabel: SubmitLabel?
    let isEnabled: Bool
    private let prefix: String
    private let value: String
    /// How the value is drawn: the font, weight, attributes and colour
    /// handed down, as SwiftUI draws a field's text in them.
    private let valueStyle: Style
    private let valueColors: ColorPair
    /// The part of the value's rect the latest draw showed: the cursor stays in it.
    private var visibleField = Rect.zero

    init(
        field: TextFieldContent, editing: TextFieldEditing, style: TextFieldDrawing, submitLabel: SubmitLabel?,
        isEnabled: Bool, valueStyle: Style = .plain, valueColors: ColorPair = .default, place: FocusPlace
    ) {
        self.field = field
        self.editing = editing
        self.style = style
        self.submitLabel = submitLabel
        self.isEnabled = isEnabled
        let key = field.focusKey.map { "[\($0.label)] " } ?? ""
        self.prefix = style == .automatic ? key + field.label + " " : key
        self.value = field.text.wrappedValue
        self.valueStyle = valueStyle
        self.valueColors = valueColors
        super.init(place: place)
    }

    /// Drawn dim in the field while the value is empty.
    private var placeholder: String {
        field.prompt ?? (style == .automatic ? "" : field.label)
    }

    /// The brackets of the bordered style, around the value.
    private var edges: (leading: String, trailing: String) {
        style == .roundedBorder ? ("[", "]") : ("", "")
    }

    /// The field asks for room for its label and a dozen columns of text.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let text = max(12, editing.width(of: value) + 1, placeholder.terminalWidth + 1)
        let ideal = prefix.terminalWidth + edges.leading.count + text + edges.trailing.count
        return Size(width: proposal.width ?? ideal, height: 1)
    }

    private var valueRect: Rect {
        let start = prefix.terminalWidth + edges.leading.count
        let width = max(0, frame.size.width - start - edges.trailing.count)
        return Rect(x: frame.minX + start, y: frame.minY, width: width, height: 1)
    }

    /// The editor for the value, with the first grapheme shown moved so that
    /// the cursor stays in view, a column left for it, and as much of the text
    /// before it shown as fits.
    private func scrolledEditor() -> (editor: LineEditor, scroll: Int) {
        let editor = editing.editor(for: value)
        let characters = editor.characters
        let room = max(1, valueRect.size.width - 1)
        var scroll = min(editing.scroll, editor.cursor)
        var width = characters[scroll..<editor.cursor].reduce(0) { $0 + columns(of: $1) }
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
        var used = buffer.write(prefix, x: frame.minX, y: frame.minY, style: isFocused ? .bold : .plain, clip: area)
        used += buffer.write(edges.leading, x: frame.minX + used, y: frame.minY, clip: area)
        let field = valueRect.intersection(area)
        buffer.write(edges.trailing, x: valueRect.maxX, y: frame.minY, clip: area)
        guard used == prefix.terminalWidth + edges.leading.count, !field.isEmpty else { return }
        visibleField = field
        // Underscores show the room for the value; focused, the mark does.
        let blank: Character = style == .automatic && !isFocused ? "_" : " "
        for x in field.minX..<field.maxX {
            buffer.put(blank, x: x, y: field.minY, style: isFocused ? .plain : .dim, clip: field)
        }
        // The focus marks the room for the value, as it marks a button's label.
        defer { drawFocus(in: field, into: &buffer) }
        if value.isEmpty {
            let width = buffer.write(placeholder, x: field.minX, y: field.minY, style: .dim, clip: field)
            drawSubmitLabel(after: width, in: field, into: &buffer)
            return
        }
        let (editor, scroll) = scrolledEditor()
        // What fits in the field, not the rest of a long value.
        let isSecure = self.field.isSecure
        var end = scroll
        var columns = 0
        while end < editor.characters.count && columns < field.size.width {
            columns += isSecure ? 1 : editor.characters[end].terminalWidth
            end += 1
        }
        let shown =
            isSecure ? String(repeating: Self.bullet, count: end - scroll) : String(editor.characters[scroll..<end])
        let width = buffer.write(
            shown, x: field.minX, y: field.minY, style: valueStyle, colors: valueColors, clip: field)
        drawSubmitLabel(after: width, in: field, into: &buffer)
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
        let width = editor.characters[scroll..<editor.cursor].reduce(0) { $0 + columns(of: $1) }
        let position = Point(x: min(rect.minX + width, rect.maxX - 1), y: rect.minY)
        // Clipped away by a pane or the screen's edge: no cursor over other cells.
        return visibleField.contains(position) ? position : nil
    }

    /// A click on the value puts the cursor at the grapheme under it.
    override func clicked(at point: Point) {
        let rect = valueRect
        guard rect.contains(point) else { return }
        var (editor, scroll) = scrolledEditor()
        var x = rect.minX
        var index = scroll
        while index < editor.characters.count {
            let width = columns(of: editor.characters[index])
            if point.x < x + max(1, width) { break }
            x += width
            index += 1
        }
        editor.moveCursor(to: index)
        editing.keep(editor)
        owner.requestRedraw()
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
        let applied = editor.apply(key)
        editing.keep(editor)
        guard applied else { return false }
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
