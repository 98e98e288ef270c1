/// Whether something is shown, as SwiftUI names it: a confirmation
/// dialog's title, a toolbar.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As StateKit sees fit: shown.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
