/// A toggle on screen: its box, then its label.
final class ToggleElement: FocusableElement {
    let label: Element
    let isOn: Bool
    let isEnabled: Bool
    /// The box's colours: the tint, when there is one.
    let tint: ColorPair
    let flip: @MainActor () -> Void

    init(
        label: Element, isOn: Bool, isEnabled: Bool, tint: ColorPair, context: ResolveContext,
        flip: @escaping @MainActor () -> Void
    ) {
        self.label = label
        self.isOn = isOn
        self.isEnabled = isEnabled
        self.tint = tint
        self.flip = flip
        super.init(context: context)
    }

    private static let boxWidth = 4

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = label.sizeThatFits(
            ProposedSize(width: proposal.width.map { max(0, $0 - Self.boxWidth) }, height: proposal.height))
        let width = inner.width + Self.boxWidth
        return Size(width: min(width, proposal.width ?? width), height: max(1, inner.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        label.place(
            in: Rect(
                x: rect.minX + Self.boxWidth, y: rect.minY, width: max(0, rect.size.width - Self.boxWidth),
                height: rect.size.height))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        buffer.write(isOn ? "[x]" : "[ ]", x: frame.minX, y: frame.minY, style: .bold, colors: tint, clip: area)
        label.draw(into: &buffer, clip: area)
        if !isEnabled { buffer.addStyle(.dim, in: area) }
        drawFocus(in: area, into: &buffer)
    }

    /// Flips the toggle, unless it is disabled.
    override func activate() {
        if isEnabled { flip() }
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        if isEnabled { visit(self) }
    }

    override func forEachNode(_ visit: (ViewNode) -> Void) { label.forEachNode(visit) }
}
