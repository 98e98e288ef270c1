/// A label and its value on one row: the value two columns after the label,
/// or, in a form, at the row's end, the row taking all the width it is
/// offered. The value is drawn as it resolved; a control's focus mark is its
/// own.
final class LabeledRowElement: MultiChildElement {
    /// Whether the row spreads across the width it is offered.
    let fills: Bool
    /// Columns between the label and the value, at least.
    static let gap = 2

    init(label: Element, value: Element, fills: Bool) {
        self.fills = fills
        super.init(children: [label, value])
        label.stackAxis = .horizontal
        value.stackAxis = .horizontal
    }

    var label: Element { children[0] }
    var value: Element { children[1] }

    override func hasLayoutParameters(of old: MultiChildElement) -> Bool {
        (old as? LabeledRowElement)?.fills == fills
    }

    private func sizes(width: Int?) -> (label: Size, value: Size) {
        let value = self.value.sizeThatFits(ProposedSize(width: width, height: nil))
        let room = width.map { max(0, $0 - value.width - Self.gap) }
        let label = self.label.sizeThatFits(ProposedSize(width: room, height: nil))
        return (label, value)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let (label, value) = sizes(width: proposal.width)
        let gap = label.width > 0 && value.width > 0 ? Self.gap : 0
        let ideal = label.width + gap + value.width
        let width = fills ? (proposal.width ?? ideal) : min(ideal, proposal.width ?? ideal)
        return Size(width: width, height: max(label.height, value.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        recycleReplacedChildren()
        let (label, value) = sizes(width: rect.size.width)
        let labelWidth = min(label.width, rect.size.width)
        self.label.place(in: Rect(x: rect.minX, y: rect.minY, width: labelWidth, height: label.height))
        let valueWidth = min(value.width, rect.size.width)
        let gap = label.width > 0 ? Self.gap : 0
        let x = fills ? rect.maxX - valueWidth : min(rect.minX + labelWidth + gap, rect.maxX - valueWidth)
        self.value.place(in: Rect(x: x, y: rect.minY, width: valueWidth, height: value.height))
    }
}
