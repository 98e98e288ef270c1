/// Closes the screen that reads it, as SwiftUI's `DismissAction`: in a
/// navigation stack, it pops the screen (and any above it). At a stack's root,
/// or outside any stack, it does nothing.
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    /// Closes the screen.
    @MainActor
    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction {}
}

extension EnvironmentValues {
    /// The action that closes the screen reading it: `@Environment(\.dismiss)`.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
