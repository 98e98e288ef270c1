// SwiftUI's environment values that StateKit does not have yet. Each is declared so that
// `@Environment(\.dismiss)` stops at a message saying what to write instead.

extension EnvironmentValues {
    /// SwiftUI's horizontal size class, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "horizontalSizeClass is not supported yet: lay out for the terminal's width with frame(maxWidth:)"
    )
    public var horizontalSizeClass: Never { fatalError("unavailable") }
}
