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

    init(
        label: Element, isExpanded: Bool, isEnabled: Bool, context: ResolveContext,
        toggle: @escaping @MainActor () -> Void
    ) {
        self.label = label
        self.isExpanded = isExpanded
        self.isEnabled = isEnabled
        self.toggle = toggle
        super.init(context: context)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = label.sizeThatFits(
            ProposedSize(width: proposal.width.map { max(0, $0 - Self.markWidth) }, height: proposal.height))
        let width = inner.width + Self.markWidth
        return Size(width: min(width, proposal.width ?? width), height: max(1, inner.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        label.place(
            in: Rect(
                x: rect.minX + Self.markWidth, y: rect.minY, width: max(0, rect.size.width - Self.markWidth),
                height: rect.size.height))
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

    override func forEachNode(_ visit: (ViewNode) -> Void) { label.forEachNode(visit) }
}
