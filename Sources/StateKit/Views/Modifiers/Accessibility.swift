// SwiftUI's accessibility modifiers, accepted so that code carrying them
// builds. A terminal's screen reader reads the text on screen; nothing else
// of them reaches it, so they change nothing.

extension View {
    /// Accepted, with no effect on a terminal: the text on screen is what a
    /// screen reader reads there.
    public func accessibilityLabel(_ label: String) -> some View { self }

    /// Accepted, with no effect on a terminal.
    public func accessibilityLabel(_ label: Text) -> some View { self }

    /// Accepted, with no effect on a terminal.
    public func accessibilityHint(_ hint: String) -> some View { self }

    /// Accepted, with no effect on a terminal.
    public func accessibilityValue(_ value: String) -> some View { self }

    /// Accepted, with no effect on a terminal: tests find views by their text.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Accepted, with no effect on a terminal.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
}
