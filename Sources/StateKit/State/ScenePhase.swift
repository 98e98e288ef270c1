/// Whether a scene is in use, as SwiftUI names it. A terminal program that
/// runs is in front of its user: `@Environment(\.scenePhase)` is `.active`,
/// and `.inactive` while the terminal's window is in the background, where
/// the terminal reports its focus (xterm, VTE, kitty, iTerm2, and tmux with
/// `focus-events on`).
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
    /// The scene's phase: `.active` while the program runs, `.inactive`
    /// while its window is in the background.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
