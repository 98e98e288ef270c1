/// The app's own accent colour: an `AccentColor` colour set in its asset
/// catalog, which Xcode's "global accent colour" makes SwiftUI's
/// `accentColor`. Set once by the launcher, before the first frame and before
/// any other thread reads it; `nil` for StateKit's blue.
package enum AppAccent {
    // `nonisolated(unsafe)`: written once at launch, before anything reads it,
    // and read on every control's resolve, where a lock would cost each one.
    nonisolated(unsafe) package static var color: Color?
}
