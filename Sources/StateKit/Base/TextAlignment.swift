/// How the lines of a text line up, as SwiftUI names it.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// On the leading edge.
    case leading
    /// In the middle.
    case center
    /// On the trailing edge.
    case trailing
}
