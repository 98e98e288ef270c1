/// Text attributes of a cell. Monochrome on purpose: every terminal shows them.
package struct Style: OptionSet, Hashable, Sendable {
    /// The attributes, one bit each.
    package let rawValue: UInt8
    /// The attributes of `rawValue`.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold text.
    package static let bold = Style(rawValue: 1 << 0)
    /// Dim (faint) text.
    package static let dim = Style(rawValue: 1 << 1)
    /// Foreground and background colours swapped.
    package static let reverse = Style(rawValue: 1 << 2)
    /// Underlined text.
    package static let underline = Style(rawValue: 1 << 3)
    /// Italic text, where the terminal has italics (terminfo's `sitm`).
    package static let italic = Style(rawValue: 1 << 4)
    /// Text struck through.
    package static let strikethrough = Style(rawValue: 1 << 5)
    /// No attributes.
    package static let plain: Style = []
}
