/// A view drawn only where its mask draws: `mask`, `clipShape` and
/// `cornerRadius`. A cell the mask leaves empty shows what lies under the
/// view; a cell the mask covers in half (a half block of a round shape's
/// edge) keeps that half of a coloured cell of the view, and the other half
/// of what lies under. Text is never cut in half: a glyph whose cell the
/// mask touches is kept whole.
final class MaskElement: SingleChildElement {
    let mask: Element
    let alignment: Alignment
    /// Kept from one frame to the next: the mask is drawn into it.
    private var scratch: CellBuffer?

    init(child: Element, mask: Element, alignment: Alignment) {
        self.mask = mask
        self.alignment = alignment
        super.init(child: child)
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool {
        guard let old = old as? MaskElement, old.alignment == alignment else { return false }
        return mask.keepsLayout(of: old.mask)
    }

    override func place(in rect: Rect) {
        super.place(in: rect)
        mask.place(in: alignment.place(mask.sizeThatFits(ProposedSize(rect.size)), in: rect))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip).intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        var under: [Cell] = []
        under.reserveCapacity(area.size.width * area.size.height)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { under.append(buffer[x, y]) }
        }
        child.draw(into: &buffer, clip: area)
        let size = Size(width: area.maxX, height: area.maxY)
        if scratch?.size != size { scratch = CellBuffer(size: size) }
        guard var scratch else { return }
        scratch.fill(area)
        mask.draw(into: &scratch, clip: area)
        var index = 0
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                defer { index += 1 }
                let drawn = buffer[x, y]
                guard let kept = Self.masked(drawn, by: scratch[x, y], over: under[index]), kept != drawn else {
                    continue
                }
                buffer.store(kept, x: x, y: y)
            }
        }
        self.scratch = scratch
    }

    /// The cell `drawn` as the mask's cell `mask` lets it show over `under`;
    /// `nil` to keep it as drawn.
    private static func masked(_ drawn: Cell, by mask: Cell, over under: Cell) -> Cell? {
        guard !mask.isContinuation, let cover = HalfBlocks(mask) else { return nil }
        let top = cover.top != .empty
        let bottom = cover.bottom != .empty
        if top && bottom { return nil }
        if !top && !bottom { return drawn.isContinuation ? nil : under }
        // Half the cell: a coloured cell of the view keeps that half.
        guard let shown = HalfBlocks(drawn) else { return nil }
        let below = HalfBlocks(under) ?? HalfBlocks(top: .empty, bottom: .empty)
        let halves = HalfBlocks(top: top ? shown.top : below.top, bottom: bottom ? shown.bottom : below.bottom)
        return halves.cell(background: nil)
    }
}
