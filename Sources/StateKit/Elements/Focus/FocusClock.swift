/// Counts the moves of one graph's keyboard focus. Each focusable element
/// holds it, strongly (it holds nothing), so that asking whether the focus
/// moved since the element last looked costs a load, with no reference to
/// the element's node taken and let go.
@MainActor
final class FocusClock {
    /// How many times the focus moved.
    // `@exclusivity(unchecked)`: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private(set) var moves = 0

    /// The focus moved.
    func tick() {
        moves &+= 1
    }
}
