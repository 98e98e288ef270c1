/// An edge across the horizontal axis, as SwiftUI names it: where swipe
/// actions come from on a touch screen.
public enum HorizontalEdge: CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}
