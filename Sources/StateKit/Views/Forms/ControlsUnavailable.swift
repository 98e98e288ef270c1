// SwiftUI's controls beyond buttons, toggles and text fields, which StateKit does not have yet.
// Each is declared so that code using it stops at a message saying what to write instead.

/// SwiftUI's date picker, not available in StateKit yet.
@available(
    *, unavailable,
    message: "DatePicker is not supported yet: use Buttons that step the date, with a Text showing it"
)
public struct DatePicker<Label>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date])
    where Label == Text {
        fatalError("unavailable")
    }
}

/// SwiftUI's date picker components, not available in StateKit yet.
@available(*, unavailable, message: "DatePickerComponents is not supported yet: see DatePicker")
public struct DatePickerComponents: OptionSet, Sendable {
    /// Unavailable.
    public let rawValue: UInt
    /// Unavailable.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Unavailable.
    public static let date = DatePickerComponents(rawValue: 1)
    /// Unavailable.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

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
