import StateKit

/// How much `+` and `-` change the counter: owned by `ContentView`, changed in
/// the Settings tab, read by `CounterView`, `SettingsView` and `StepPreviewView`.
struct StepKey: SharedStateKey {
    static let defaultValue = 1
}
