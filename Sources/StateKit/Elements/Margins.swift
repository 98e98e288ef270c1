/// Room kept around a child, in cells: a padding's, or a control's around
/// its label (a button's brackets or shortcut, a disclosure group's mark).
struct Margins: Equatable {
    var top = 0
    var leading = 0
    var bottom = 0
    var trailing = 0

    /// What `proposal` leaves for the child inside the margins.
    func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - leading - trailing) },
            height: proposal.height.map { max(0, $0 - top - bottom) })
    }

    /// The child's rect inside `rect`.
    func inner(_ rect: Rect) -> Rect {
        Rect(
            x: rect.minX + leading, y: rect.minY + top, width: max(0, rect.size.width - leading - trailing),
            height: max(0, rect.size.height - top - bottom))
    }

    /// A child of `size` with the margins around it.
    func outer(_ size: Size) -> Size {
        Size(width: size.width + leading + trailing, height: size.height + top + bottom)
    }

    /// The size of a one-line control around `label` (at least a row high,
    /// never wider than offered): the label measured inside the margins.
    @MainActor func control(around label: Element, proposal: ProposedSize) -> Size {
        let size = outer(label.sizeThatFits(inner(proposal)))
        return Size(width: min(size.width, proposal.width ?? size.width), height: max(1, size.height))
    }
}
