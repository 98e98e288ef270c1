/// A date picker on screen: its label, then the date's numbers, two columns
/// after the label or, in a form, at the end of the row. The focus marks the
/// number the arrows step.
final class DatePickerElement: FocusableElement {
    let label: Element?
    let fields: [DateField]
    let cursor: DatePickerCursor
    let fills: Bool
    let isEnabled: Bool
    let step: @MainActor (Calendar.Component, Int) -> Void
    /// Where the numbers start.
    private var valueStart = 0

    private static let gap = 2

    init(
        label: Element?, fields: [DateField], cursor: DatePickerCursor, fills: Bool, isEnabled: Bool,
        context: ResolveContext, step: @escaping @MainActor (Calendar.Component, Int) -> Void
    ) {
        self.label = label
        self.fields = fields
        self.cursor = cursor
        self.fills = fills
        self.isEnabled = isEnabled
        self.step = step
        super.init(context: context)
        cursor.field = min(cursor.field, max(0, fields.count - 1))
    }

    private var valueWidth: Int { fields.reduce(0) { $0 + $1.separator.count + $1.text.count } }

    private func labelSize(width: Int?) -> Size {
        let room = width.map { max(0, $0 - valueWidth - Self.gap) }
        return label?.sizeThatFits(ProposedSize(width: room, height: nil)) ?? .zero
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let label = labelSize(width: proposal.width)
        let ideal = label.width + (label.width > 0 ? Self.gap : 0) + valueWidth
        let width = fills ? (proposal.width ?? ideal) : min(ideal, proposal.width ?? ideal)
        return Size(width: width, height: max(1, label.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        let label = labelSize(width: rect.size.width)
        self.label?.place(
            in: Rect(x: rect.minX, y: rect.minY, width: min(label.width, rect.size.width), height: label.height))
        let gap = label.width > 0 ? Self.gap : 0
        let x = fills ? rect.maxX - valueWidth : min(rect.minX + label.width + gap, rect.maxX - valueWidth)
        valueStart = max(rect.minX, x)
    }

    /// The columns of each number on screen.
    private var fieldRects: [Rect] {
        var x = valueStart
        return fields.map { field in
            x += field.separator.count
            defer { x += field.text.count }
            return Rect(x: x, y: frame.minY, width: field.text.count, height: 1)
        }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        label?.draw(into: &buffer, clip: area)
        var x = valueStart
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
        owner.graph.requestRedraw(owner)
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
        owner.graph.requestRedraw(owner)
    }

    override var focusesOnClick: Bool { true }

    override var isInFocusRing: Bool { isEnabled }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        if isEnabled { visit(self) }
    }

    override func forEachNode(_ visit: (ViewNode) -> Void) { label?.forEachNode(visit) }
}
