/// A segmented picker: its options side by side, ` a │ b │ c `, the chosen
/// one bold on a faint fill of the tint, as iOS's segment stands out, or
/// between brackets, `[b]`, without colour. Left and Right choose the option beside
/// the chosen one; a click chooses the one under the pointer. The focus
/// marks the chosen option.
final class SegmentedElement: FocusableElement {
    let options: [Element]
    let chosen: Int?
    /// The chosen option's fill; `nil` without colour, where brackets mark it.
    let chosenFill: Color?
    let isEnabled: Bool
    private let choose: @MainActor (Int) -> Void

    init(
        options: [Element], chosen: Int?, chosenFill: Color?, isEnabled: Bool, place: FocusPlace,
        choose: @escaping @MainActor (Int) -> Void
    ) {
        self.options = options
        self.chosen = chosen
        self.chosenFill = chosenFill
        self.isEnabled = isEnabled
        self.choose = choose
        super.init(place: place)
    }

    /// Each option takes its width and a column either side; a separator
    /// stands between two.
    private func widths(for proposal: ProposedSize) -> [Int] {
        options.map { $0.sizeThatFits(ProposedSize(width: nil, height: 1)).width + 2 }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let widths = widths(for: proposal)
        let width = widths.reduce(0, +) + max(0, widths.count - 1)
        return Size(width: min(width, proposal.width ?? width), height: 1)
    }

    /// The columns each option takes on screen, from the frame's start.
    private var spans: [(start: Int, width: Int)] = []

    override func place(in rect: Rect) {
        frame = rect
        spans = []
        var x = rect.minX
        for (option, width) in zip(options, widths(for: ProposedSize(rect.size))) {
            spans.append((x, width))
            let inner = max(0, min(width - 2, rect.maxX - x - 1))
            option.place(in: Rect(x: x + 1, y: rect.minY, width: inner, height: min(1, rect.size.height)))
            x += width + 1
        }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        for (index, span) in spans.enumerated() {
            if index > 0 {
                buffer.put("│", x: span.start - 1, y: frame.minY, colors: .separator, clip: area)
            }
            let segment = Rect(x: span.start, y: frame.minY, width: span.width, height: 1).intersection(area)
            if index == chosen, chosenFill == nil {
                buffer.put("[", x: span.start, y: frame.minY, style: .bold, clip: area)
                buffer.put("]", x: span.start + span.width - 1, y: frame.minY, style: .bold, clip: area)
            }
            options[index].draw(into: &buffer, clip: segment)
            if index == chosen {
                buffer.addStyle(.bold, in: segment)
                if let chosenFill { buffer.underlay(chosenFill, in: segment) }
                drawFocus(in: segment, into: &buffer)
            }
        }
        if !isEnabled { buffer.addStyle(.dim, in: area) }
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard isEnabled, !options.isEmpty else { return false }
        switch key {
        case .left: choose(max(0, (chosen ?? 0) - 1))
        case .right: choose(min(options.count - 1, chosen.map { $0 + 1 } ?? 0))
        case .home: choose(0)
        case .end: choose(options.count - 1)
        default: return false
        }
        return true
    }

    override var focusesOnClick: Bool { true }

    override var isInFocusRing: Bool { isEnabled }

    /// Chooses the option under the pointer.
    override func clicked(at point: Point) {
        guard isEnabled, let index = spans.firstIndex(where: { point.x >= $0.start && point.x < $0.start + $0.width })
        else { return }
        choose(index)
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        if isEnabled { visit(self) }
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) {
        for option in options { option.forEachNode(visit) }
    }
}
