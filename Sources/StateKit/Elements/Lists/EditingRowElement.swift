/// A list's row in edit mode: before it, `●` or `○` where the list selects
/// and `⊖` where its `ForEach` deletes; after it, `≡` where it moves. A click
/// on `⊖` deletes the row; elsewhere on the row it toggles its selection.
final class EditingRowElement: SingleChildElement {
    let selected: Bool?
    let deletes: Bool
    let moves: Bool

    override var standsFor: Element? { child }

    init(row: Element, selected: Bool?, deletes: Bool, moves: Bool) {
        self.selected = selected
        self.deletes = deletes
        self.moves = moves
        super.init(child: row)
        stackAxis = .vertical
    }

    private var leading: Int { (selected == nil ? 0 : 2) + (deletes ? 2 : 0) }
    private var trailing: Int { moves ? 2 : 0 }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool {
        guard let old = old as? EditingRowElement else { return false }
        return (old.selected != nil, old.deletes, old.moves) == (selected != nil, deletes, moves)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = child.sizeThatFits(
            ProposedSize(width: proposal.width.map { max(0, $0 - leading - trailing) }, height: proposal.height))
        let width = proposal.width ?? (inner.width + leading + trailing)
        return Size(width: width, height: max(1, inner.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        child.place(
            in: Rect(
                x: rect.minX + leading, y: rect.minY, width: max(0, rect.size.width - leading - trailing),
                height: rect.size.height))
    }

    /// Where the `⊖` is drawn, if the row deletes.
    var deleteMark: Rect? {
        deletes ? Rect(x: frame.minX + (selected == nil ? 0 : 2), y: frame.minY, width: 1, height: 1) : nil
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        var x = frame.minX
        if let selected {
            buffer.put(selected ? "●" : "○", x: x, y: frame.minY, style: .bold, clip: area)
            x += 2
        }
        if deletes {
            buffer.put(
                "⊖", x: x, y: frame.minY, style: .bold, colors: ColorPair(foreground: .red, background: nil), clip: area
            )
        }
        if moves { buffer.put("≡", x: frame.maxX - 1, y: frame.minY, style: .dim, clip: area) }
        child.draw(into: &buffer, clip: area)
    }
}
