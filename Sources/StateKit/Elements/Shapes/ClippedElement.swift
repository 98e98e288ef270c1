/// A view drawn only inside its frame: `clipped()`.
final class ClippedElement: SingleChildElement {
    override func hasLayoutParameters(of old: SingleChildElement) -> Bool { old is ClippedElement }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        child.draw(into: &buffer, clip: frame.intersection(clip))
    }
}
