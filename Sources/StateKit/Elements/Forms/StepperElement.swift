/// A stepper on screen: its label, then its two buttons, two columns after
/// the label or, in a form, at the end of the row: ` − │ + ` in the tint, as
/// iOS's pair reads, or `[−] [+]` without colour. The focus marks the buttons.
final class StepperElement: FocusableElement {
    let label: Element?
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void
    let fills: Bool
    let isEnabled: Bool
    /// Where the two buttons were placed.
    private var buttons = Rect.zero
    /// The buttons' colour; `nil` without colour, where brackets draw them.
    var tint: Color?

    private static let buttonsWidth = 7
    private static let gap = 2

    init(
        label: Element?, increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void, fills: Bool, isEnabled: Bool, place: FocusPlace
    ) {
        self.label = label
        self.increment = increment
        self.decrement = decrement
        self.onEditingChanged = onEditingChanged
        self.fills = fills
        self.isEnabled = isEnabled
        super.init(place: place)
    }

    private func labelSize(width: Int?) -> Size {
        let room = width.map { max(0, $0 - Self.buttonsWidth - Self.gap) }
        return label?.sizeThatFits(ProposedSize(width: room, height: nil)) ?? .zero
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let label = labelSize(width: proposal.width)
        let ideal = label.width + (label.width > 0 ? Self.gap : 0) + Self.buttonsWidth
        let width = fills ? (proposal.width ?? ideal) : min(ideal, proposal.width ?? ideal)
        return Size(width: width, height: max(1, label.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        let label = labelSize(width: rect.size.width)
        self.label?.place(
            in: Rect(x: rect.minX, y: rect.minY, width: min(label.width, rect.size.width), height: label.height))
        let gap = label.width > 0 ? Self.gap : 0
        let x =
            fills
            ? rect.maxX - Self.buttonsWidth
            : min(rect.minX + label.width + gap, rect.maxX - Self.buttonsWidth)
        buttons = Rect(x: max(rect.minX, x), y: rect.minY, width: min(Self.buttonsWidth, rect.size.width), height: 1)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        label?.draw(into: &buffer, clip: area)
        let minus: Style = isEnabled && decrement != nil ? .bold : .dim
        let plus: Style = isEnabled && increment != nil ? .bold : .dim
        if let tint {
            let colors = ColorPair(foreground: tint, background: nil)
            buffer.write(
                " − ", x: buttons.minX, y: buttons.minY, style: minus, colors: minus == .dim ? .default : colors,
                clip: area)
            buffer.put("│", x: buttons.minX + 3, y: buttons.minY, colors: .separator, clip: area)
            buffer.write(
                " + ", x: buttons.minX + 4, y: buttons.minY, style: plus, colors: plus == .dim ? .default : colors,
                clip: area)
        } else {
            buffer.write("[−]", x: buttons.minX, y: buttons.minY, style: minus, clip: area)
            buffer.write("[+]", x: buttons.minX + 4, y: buttons.minY, style: plus, clip: area)
        }
        if !isEnabled { buffer.addStyle(.dim, in: area) }
        drawFocus(in: buttons.intersection(area), into: &buffer)
    }

    private func step(_ action: (@MainActor () -> Void)?) {
        guard isEnabled, let action else { return }
        onEditingChanged(true)
        action()
        onEditingChanged(false)
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        switch key {
        case .up, .right, .character("+"), .character("="): step(increment)
        case .down, .left, .character("-"): step(decrement)
        default: return false
        }
        return true
    }

    /// A click on `−` steps down, on `+` up; elsewhere, nothing.
    override func clicked(at point: Point) {
        guard buttons.contains(point) else { return }
        step(point.x >= buttons.minX + 4 ? increment : decrement)
    }

    override var focusesOnClick: Bool { true }

    override var isInFocusRing: Bool { isEnabled }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        if isEnabled { visit(self) }
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) { label?.forEachNode(visit) }
}
