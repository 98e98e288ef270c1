/// A date picker's numbers on screen, which a `LabeledRowElement` places
/// after the picker's label. The focus marks the number the arrows step.
final class DatePickerElement: FocusableElement {
    let fields: [DateField]
    let cursor: DatePickerCursor
    let isEnabled: Bool
    let step: @MainActor (Calendar.Component, Int) -> Void

    init(
        fields: [DateField], cursor: DatePickerCursor, isEnabled: Bool, place: FocusPlace,
        step: @escaping @MainActor (Calendar.Component, Int) -> Void
    ) {
        self.fields = fields
        self.cursor = cursor
        self.isEnabled = isEnabled
        self.step = step
        super.init(place: place)
        cursor.field = min(cursor.field, max(0, fields.count - 1))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: fields.reduce(0) { $0 + $1.separator.count + $1.text.count }, height: 1)
    }

    /// The columns of each number on screen.
    private var fieldRects: [Rect] {
        var x = frame.minX
        return fields.map { field in
            x += field.separator.count
            defer { x += field.text.count }
            return Rect(x: x, y: frame.minY, width: field.text.count, height: 1)
        }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        var x = frame.minX
        for field in fields {
            x += buffer.write(field.separator, x: x, y: frame.minY, style: .dim, clip: area)
            x += buffer.write(field.text, x: x, y: frame.minY, style: .underline, clip: area)
        }
        if !isEnabled { buffer.addStyle(.dim, in: area) }
        let rects = fieldRects
        if rects.indices.contains(cursor.field) { drawFocus(in: rects[cursor.field].intersection(area), into: &buffer) }
    }

    private func moveCursor(by offset: Int) {
        let field = min(max(0, cursor.field + offset), fields.count - 1)
        guard field != cursor.field else { return }
        cursor.field = field
        owner.requestRedraw()
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard isEnabled, fields.indices.contains(cursor.field) else { return false }
        let unit = fields[cursor.field].unit
        switch key {
        case .up, .character("+"), .character("="): step(unit, 1)
        case .down, .character("-"): step(unit, -1)
        case .left: moveCursor(by: -1)
        case .right: moveCursor(by: 1)
        default: return false
        }
        return true
    }

    /// A click on a number makes it the one the arrows step.
    override func clicked(at point: Point) {
        guard let index = fieldRects.firstIndex(where: { $0.contains(point) }) else { return }
        cursor.field = index
        owner.requestRedraw()
    }

    override var focusesOnClick: Bool { true }

    override var isInFocusRing: Bool { isEnabled }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        if isEnabled { visit(self) }
    }
}
