// SwiftUI's controls beyond buttons, toggles and text fields, which StateKit does not have yet.
// Each is declared so that code using it stops at a message saying what to write instead.

/// SwiftUI's colour picker, not available in StateKit yet.
@available(
    *, unavailable,
    message: "ColorPicker is not supported yet: use a Button per colour, bound to the selection"
)
public struct ColorPicker<Label>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(_ title: String, selection: Binding<Color>) where Label == Text { fatalError("unavailable") }
}

/// SwiftUI's share link, not available in StateKit yet.
@available(*, unavailable, message: "ShareLink is not supported yet: a terminal has no share sheet; show the text")
public struct ShareLink<Label>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(item: URL) where Label == EmptyView { fatalError("unavailable") }
}
