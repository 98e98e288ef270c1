// SwiftUI's async, accessibility and appearance modifiers, which StateKit does not have yet. Each
// is declared so that code using it stops at a message saying what to write instead.

extension View {
    /// SwiftUI's task, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "task is not supported yet: start a Task { @MainActor in … } in onAppear and cancel it in onDisappear"
    )
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Never {
        fatalError("unavailable")
    }

    /// SwiftUI's task restarted by an id, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "task is not supported yet: start a Task { @MainActor in … } in onChange(of:) and onAppear"
    )
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's URL handler, not available in StateKit yet.
    @available(*, unavailable, message: "onOpenURL is not supported yet: read the URL from CommandLine.arguments")
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> Never { fatalError("unavailable") }

    /// SwiftUI's accessibility label, not available in StateKit yet.
    @available(*, unavailable, message: "accessibilityLabel is not supported yet: leave it out")
    public func accessibilityLabel(_ label: String) -> Never { fatalError("unavailable") }

    /// SwiftUI's accessibility hint, not available in StateKit yet.
    @available(*, unavailable, message: "accessibilityHint is not supported yet: leave it out")
    public func accessibilityHint(_ hint: String) -> Never { fatalError("unavailable") }

    /// SwiftUI's accessibility identifier, not available in StateKit yet.
    @available(*, unavailable, message: "accessibilityIdentifier is not supported yet: leave it out")
    public func accessibilityIdentifier(_ identifier: String) -> Never { fatalError("unavailable") }

    /// SwiftUI's accessibility hiding, not available in StateKit yet.
    @available(*, unavailable, message: "accessibilityHidden is not supported yet: leave it out")
    public func accessibilityHidden(_ hidden: Bool) -> Never { fatalError("unavailable") }

    /// SwiftUI's help tag, not available in StateKit yet.
    @available(
        *, unavailable, message: "help is not supported yet: a terminal shows no tooltips; put the hint in a Text"
    )
    public func help(_ text: String) -> Never { fatalError("unavailable") }

    /// SwiftUI's badge, not available in StateKit yet.
    @available(*, unavailable, message: "badge is not supported yet: put the count in the label's Text")
    public func badge(_ count: Int) -> Never { fatalError("unavailable") }

    /// SwiftUI's preferred colour scheme, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "preferredColorScheme is not supported yet: the terminal's own colours decide; leave it out"
    )
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Never { fatalError("unavailable") }

    /// SwiftUI's placeholder redaction, not available in StateKit yet.
    @available(*, unavailable, message: "redacted is not supported yet: show placeholder Text while loading")
    public func redacted(reason: RedactionReasons) -> Never { fatalError("unavailable") }

    /// SwiftUI's scroll switch, not available in StateKit yet.
    @available(*, unavailable, message: "scrollDisabled is not supported yet: use a VStack where it must not scroll")
    public func scrollDisabled(_ disabled: Bool) -> Never { fatalError("unavailable") }
}

/// SwiftUI's redaction reasons, not available in StateKit yet.
@available(*, unavailable, message: "RedactionReasons is not supported yet: see redacted")
public struct RedactionReasons {
    /// Unavailable.
    public static var placeholder: Self { fatalError("unavailable") }
}
