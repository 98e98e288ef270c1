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

extension View {
    /// Accepted, with no effect on a terminal.
    public func accessibilityHint(_ hint: Text) -> some View { self }

    /// Accepted, with no effect on a terminal.
    public func accessibilityValue(_ value: Text) -> some View { self }

    /// Accepted, with no effect on a terminal: a screen reader reads the
    /// views' text as it stands, whatever the grouping.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Accepted, with no effect on a terminal.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Accepted, with no effect on a terminal.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Accepted, with no effect on a terminal: a screen reader reads the
    /// screen in its order.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Accepted, with no effect on a terminal.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// Accepted, with no effect on a terminal.
    public func accessibilityInputLabels(_ inputLabels: [String]) -> some View { self }

    /// Accepted, with no effect on a terminal: an action for an assistive
    /// technology, which a terminal's has no way to ask for. The view's own
    /// keys and clicks stay.
    public func accessibilityAction(named name: String, _ handler: @escaping @MainActor () -> Void) -> some View {
        self
    }

    /// Accepted, with no effect on a terminal, as `accessibilityAction(named:_:)`.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        self
    }
}

/// How the views inside an accessibility element are read, as SwiftUI's;
/// accepted, with no effect on a terminal.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let kind: Int

    /// The children are not read.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children are read one by one.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The children are read together, as one.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// What a view is to an assistive technology, as SwiftUI's traits; accepted,
/// with no effect on a terminal.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: Int

    /// Traits from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary of the app's state.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// A value that changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// Turns a page when read to its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// Modal: what is outside it is not read.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}
