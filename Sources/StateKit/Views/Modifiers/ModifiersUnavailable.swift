// SwiftUI's appearance modifiers, which StateKit does not have yet. Each
// is declared so that code using it stops at a message saying what to write instead.

extension View {
    /// SwiftUI's help tag, not available in StateKit yet.
    @available(
        *, unavailable, message: "help is not supported yet: a terminal shows no tooltips; put the hint in a Text"
    )
    public func help(_ text: String) -> Never { fatalError("unavailable") }

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
