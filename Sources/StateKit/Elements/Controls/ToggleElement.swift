/// A toggle on screen, in its style: a check box before its label, a switch
/// after it (at the end of the row in a form), or a button around it.
final class ToggleElement: FocusableElement {
    let label: Element
    let isOn: Bool
    let drawing: ToggleDrawing
    /// Whether a switch goes to the end of the row it is offered.
    let fills: Bool
    let isEnabled: Bool
    /// The box's or the switch's colours: the tint, when there is one.
    let tint: ColorPair
    let flip: @MainActor () -> Void
    /// A button toggle's look on a screen with colour, as a button's;
    /// `nil` for its brackets.
    var buttonLook: ButtonAppearance?

    init(
        label: Element, isOn: Bool, drawing: ToggleDrawing = .checkbox, fills: Bool = false, isEnabled: Bool,
        tint: ColorPair, place: FocusPlace, flip: @escaping @MainActor () -> Void
    ) {
        self.label = label
        self.isOn = isOn
        self.drawing = drawing
        self.fills = fills
        self.isEnabled = isEnabled
        self.tint = tint
        self.flip = flip
        super.init(place: place)
    }

    /// The columns the style adds before the label and after it.
    private var margins: (leading: Int, trailing: Int) {
        switch drawing {
        case .automatic, .checkbox: (4, 0)
        case .switch: (0, Self.switchWidth + 2)
        case .button: buttonLook.map { ($0.leadingPadding, $0.trailingPadding) } ?? (isOn ? 3 : 2, 2)
        }
    }

    private static let switchWidth = 3

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let (leading, trailing) = margins
        let inner = label.sizeThatFits(
            ProposedSize(width: proposal.width.map { max(0, $0 - leading - trailing) }, height: proposal.height))
        let ideal = inner.width + leading + trailing
        let width = fills ? (proposal.width ?? ideal) : min(ideal, proposal.width ?? ideal)
        return Size(width: width, height: max(1, inner.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        let (leading, trailing) = margins
        label.place(
            in: Rect(
                x: rect.minX + leading, y: rect.minY, width: max(0, rect.size.width - leading - trailing),
                height: rect.size.height))
    }

    /// Where the switch is drawn: at the end of the frame.
    private var switchRect: Rect {
        Rect(x: frame.maxX - Self.switchWidth, y: frame.minY, width: Self.switchWidth, height: 1)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        var focusArea = area
        switch drawing {
        case .automatic, .checkbox:
            buffer.write(isOn ? "[x]" : "[ ]", x: frame.minX, y: frame.minY, style: .bold, colors: tint, clip: area)
        case .switch:
            let knob = switchRect
            if isOn {
                buffer.write("━━●", x: knob.minX, y: knob.minY, style: .bold, colors: tint, clip: area)
            } else {
                buffer.write("○──", x: knob.minX, y: knob.minY, style: .dim, clip: area)
            }
        case .button:
            if let buttonLook {
                if let fill = buttonLook.fill {
                    buffer.fill(
                        area,
                        with: Cell(ascii: 0x20, style: .plain, colors: ColorPair(foreground: nil, background: fill)))
                }
            } else {
                buffer.write(
                    isOn ? "[✓ " : "[ ", x: frame.minX, y: frame.minY, style: isOn ? .bold : .plain, clip: area)
                buffer.write(" ]", x: frame.maxX - 2, y: frame.minY, style: isOn ? .bold : .plain, clip: area)
            }
        }
        label.draw(into: &buffer, clip: area)
        if !isEnabled { buffer.addStyle(.dim, in: area) }
        if drawing == .switch && fills { focusArea = switchRect.intersection(area) }
        drawFocus(in: focusArea, into: &buffer)
    }

    /// Flips the toggle, unless it is disabled.
    override func activate() {
        if isEnabled { flip() }
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        if isEnabled { visit(self) }
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) { label.forEachNode(visit) }
}
