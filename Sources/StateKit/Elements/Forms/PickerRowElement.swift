/// A picker shown as its chosen option: the label, then the option and a
/// sign of what choosing does (`▾` opens a menu, `›` pushes a screen); the
/// option two columns after the label, or at the end of its row in a form.
/// Enter, Space or a click anywhere on it does what the sign says. The focus
/// marks the option and its sign.
final class PickerRowElement: FocusableElement {
    let label: Element?
    let value: Element
    let sign: String
    let fills: Bool
    let isEnabled: Bool
    private let action: @MainActor () -> Void
    /// Where the option and its sign were drawn last: where a menu opens.
    private(set) var valueRect = Rect.zero

    init(
        label: Element?, value: Element, sign: String, fills: Bool, isEnabled: Bool, place: FocusPlace,
        action: @escaping @MainActor () -> Void
    ) {
        self.label = label
        self.value = value
        self.sign = sign
        self.fills = fills
        self.isEnabled = isEnabled
        self.action = action
        super.init(place: place)
    }

    private static let gap = 2

    private func sizes(width: Int?) -> (label: Size, value: Size) {
        let value = self.value.sizeThatFits(ProposedSize(width: nil, height: 1))
        let valueWidth = value.width + sign.count + (value.width > 0 ? 1 : 0)
        let room = width.map { max(0, $0 - valueWidth - Self.gap) }
        let label = self.label?.sizeThatFits(ProposedSize(width: room, height: 1)) ?? .zero
        return (label, Size(width: valueWidth, height: 1))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let (label, value) = sizes(width: proposal.width)
        let gap = label.width > 0 ? Self.gap : 0
        let ideal = label.width + gap + value.width
        let width = fills ? (proposal.width ?? ideal) : min(ideal, proposal.width ?? ideal)
        return Size(width: width, height: 1)
    }

    override func place(in rect: Rect) {
        frame = rect
        let (label, value) = sizes(width: rect.size.width)
        let labelWidth = min(label.width, rect.size.width)
        self.label?.place(in: Rect(x: rect.minX, y: rect.minY, width: labelWidth, height: min(1, rect.size.height)))
        let gap = label.width > 0 ? Self.gap : 0
        let valueWidth = min(value.width, rect.size.width)
        let x = fills ? rect.maxX - valueWidth : min(rect.minX + labelWidth + gap, rect.maxX - valueWidth)
        valueRect = Rect(x: x, y: rect.minY, width: valueWidth, height: min(1, rect.size.height))
        let optionWidth = max(0, valueWidth - sign.count - 1)
        self.value.place(in: Rect(x: x, y: rect.minY, width: optionWidth, height: valueRect.size.height))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        label?.draw(into: &buffer, clip: area)
        value.draw(into: &buffer, clip: area)
        buffer.write(sign, x: valueRect.maxX - sign.count, y: frame.minY, style: .bold, clip: area)
        if !isEnabled { buffer.addStyle(.dim, in: area) }
        drawFocus(in: valueRect.intersection(area), into: &buffer)
    }

    /// Opens the menu, or pushes the screen of options.
    override func activate() {
        if isEnabled { action() }
    }

    override var isInFocusRing: Bool { isEnabled }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        if isEnabled { visit(self) }
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) {
        label?.forEachNode(visit)
        value.forEachNode(visit)
    }
}
