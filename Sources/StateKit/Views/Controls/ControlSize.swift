/// The sizes of controls, as SwiftUI names them: accepted, as a terminal's
/// controls have the size of their text.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest.
    case mini
    /// Smaller than regular.
    case small
    /// The default.
    case regular
    /// Larger than regular.
    case large
    /// The largest.
    case extraLarge
}

extension View {
    /// Accepted: a terminal's controls have the size of their text.
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
}
