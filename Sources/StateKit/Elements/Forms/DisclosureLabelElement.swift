/// The label of a disclosure group: `▸` or `▾`, then the label; a click, or
/// Enter or Space while focused, opens or closes the group.
final class DisclosureLabelElement: FocusableElement {
    let label: Element
    let isExpanded: Bool
    let isEnabled: Bool
    let toggle: @MainActor () -> Void

    /// The columns of the mark and the space after it: what the content
    /// stands in by, under the label.
    static let markWidth = 2
    private static let margins = Margins(leading: markWidth)

    init(
        label: Element, isExpanded: Bool, isEnabled: Bool, place: FocusPlace,
        toggle: @escaping @MainActor () -> Void
    ) {
        self.label = label
        self.isExpanded = isExpanded
        self.isEnabled = isEnabled
        self.toggle = toggle
        super.init(place: place)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Self.margins.control(around: label, proposal: proposal)
    }

    override func place(in rect: Rect) {
        frame = rect
        label.place(in: Self.margins.inner(rect))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        buffer.put(isExpanded ? "▾" : "▸", x: frame.minX, y: frame.minY, style: .bold, clip: area)
        label.draw(into: &buffer, clip: area)
        if !isEnabled { buffer.addStyle(.dim, in: area) }
        drawFocus(in: area, into: &buffer)
    }

    override func activate() {
        if isEnabled { toggle() }
    }

    override var isInFocusRing: Bool { isEnabled }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) { label.forEachNode(visit) }
}
