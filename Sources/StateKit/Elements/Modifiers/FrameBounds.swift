/// A frame's lengths, each optional: in points as the app gives them
/// (`FrameBounds<CGFloat>`), in cells as the frame element lays out by
/// (`FrameElement.Bounds`).
struct FrameBounds<Length: Equatable>: Equatable {
    var width: Length?
    var height: Length?
    var minWidth: Length?
    var idealWidth: Length?
    var maxWidth: Length?
    var minHeight: Length?
    var idealHeight: Length?
    var maxHeight: Length?

    /// The same bounds in other units: the widths through `across`, the
    /// heights through `down`.
    func converted<Other: Equatable>(
        across: (Length) -> Other, down: (Length) -> Other
    ) -> FrameBounds<Other> {
        func map(_ length: Length?, _ convert: (Length) -> Other) -> Other? {
            guard let length else { return nil }
            return convert(length)
        }
        return FrameBounds<Other>(
            width: map(width, across), height: map(height, down), minWidth: map(minWidth, across),
            idealWidth: map(idealWidth, across), maxWidth: map(maxWidth, across), minHeight: map(minHeight, down),
            idealHeight: map(idealHeight, down), maxHeight: map(maxHeight, down))
    }
}
