/// A child drawn dim, or not at all: `.opacity(_:)` below one half.
final class OpacityElement: SingleChildElement {
    let isInvisible: Bool

    init(child: Element, isInvisible: Bool) {
        self.isInvisible = isInvisible
        super.init(child: child)
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool {
        (old as? OpacityElement)?.isInvisible == isInvisible
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        guard !isInvisible else { return }
        child.draw(into: &buffer, clip: clip)
        buffer.addStyle(.dim, in: frame.intersection(clip))
    }
}
