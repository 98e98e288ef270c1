/// Whether a scene is in use, as SwiftUI names it. A terminal program that
/// runs is in front of its user: `@Environment(\.scenePhase)` is `.active`
/// for as long as it runs.
public enum ScenePhase: Hashable, Sendable {
    /// Not shown.
    case background
    /// Shown, and not taking input.
    case inactive
    /// Shown and taking input: a running terminal program.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The scene's phase: `.active` while the program runs.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
