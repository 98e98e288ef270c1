/// Text attributes of a cell. Monochrome on purpose: every terminal shows them.
public struct Style: OptionSet, Hashable, Sendable {
    /// The attributes, one bit each.
    public let rawValue: UInt8
    /// The attributes of `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold text.
    public static let bold = Style(rawValue: 1 << 0)
    /// Dim (faint) text.
    public static let dim = Style(rawValue: 1 << 1)
    /// Foreground and background colours swapped.
    public static let reverse = Style(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = Style(rawValue: 1 << 3)
    /// No attributes.
    public static let plain: Style = []
}
