final class TextFieldElement: FocusableElement {
    private let field: TextFieldContent
    private let prefix: String
    private let value: String
    /// The part of the value's rect the latest draw showed: the cursor stays in it.
    private var visibleField = Rect.zero

    init(field: TextFieldContent, context: ResolveContext) {
        self.field = field
        self.prefix = (field.focusKey.map { "[\($0.label)] " } ?? "") + field.label + " "
        self.value = field.text.wrappedValue
        super.init(context: context)
    }

    /// The field asks for room for its label and a dozen columns of text.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let ideal = prefix.terminalWidth + max(12, value.terminalWidth + 1)
        return Size(width: proposal.width ?? ideal, height: 1)
    }

    private var valueRect: Rect {
        let width = prefix.terminalWidth
        return Rect(x: frame.minX + width, y: frame.minY, width: max(0, frame.size.width - width), height: 1)
    }

    /// The end of the text that fits, leaving a column for the cursor.
    private var visibleValue: Substring {
        let room = max(0, valueRect.size.width - 1)
        var width = 0
        var start = value.endIndex
        while start > value.startIndex {
            let previous = value.index(before: start)
            let w = value[previous].terminalWidth
            if width + w > room { break }
            width += w
            start = previous
        }
        return value[start...]
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
        let used = buffer.write(prefix, x: frame.minX, y: frame.minY, style: isFocused ? .bold : .plain, clip: area)
        let field = valueRect.intersection(area)
        guard used == prefix.terminalWidth, !field.isEmpty else { return }
        visibleField = field
        for x in field.minX..<field.maxX { buffer.put("_", x: x, y: field.minY, style: .dim, clip: field) }
        buffer.write(visibleValue, x: field.minX, y: field.minY, style: isFocused ? .underline : .plain, clip: field)
    }

    override var focusesOnClick: Bool { true }

    override var cursorPosition: Point? {
        let rect = valueRect
        guard rect.size.width > 0 else { return nil }
        let position = Point(x: min(rect.minX + visibleValue.terminalWidth, rect.maxX - 1), y: rect.minY)
        // Clipped away by a pane or the screen's edge: no cursor over other cells.
        return visibleField.contains(position) ? position : nil
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        // The binding, not `value`: several keys of one batch reach this element
        // before it is rebuilt.
        let current = field.text.wrappedValue
        switch key {
        case .character(let character):
            // Zero-width code points (a combining accent, a joiner) arrive one by
            // one and join the grapheme before them; control characters never do.
            let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            let joinsPrevious = character.terminalWidth == 0
            guard !isControl, joinsPrevious || current.count < field.maxLength else { return true }
            if joinsPrevious && current.isEmpty { return true }
            field.text.wrappedValue = current + String(character)
            return true
        case .backspace:
            if !current.isEmpty { field.text.wrappedValue = String(current.dropLast()) }
            return true
        case .enter:
            field.onSubmit()
            return true
        default:
            return false
        }
    }

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        guard let key = field.focusKey else { return }
        let graph = owner.graph
        let id = focusID
        let owner = self.owner
        visit(key) { graph.setFocus(id, owner: owner) }
    }
}
