import Foundation

/// How a run of inline text is presented, as Apple's Foundation names it:
/// what Markdown's `*`, `**`, `~~` and backticks ask for. Linux's Foundation
/// has `AttributedString` but not this attribute, and SwiftUI's `Text` draws
/// from it.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    /// The intents, one bit each, numbered as Apple's Foundation numbers them.
    public let rawValue: UInt

    /// The intents of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Emphasis (`*a*`, `_a_`), drawn italic.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strong emphasis (`**a**`, `__a__`), drawn bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code, between backticks: monospaced, as all of a terminal's text is already.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through (`~~a~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A line break that reads as a space.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A line break kept as one.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// HTML inside a line, kept as text.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// A block of HTML, kept as text.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
    /// The key of `AttributedString`'s `inlinePresentationIntent`, as Apple's
    /// Foundation names it.
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        /// An inline intent.
        public typealias Value = InlinePresentationIntent
        /// The name Apple's Foundation gives it.
        public static let name = "NSInlinePresentationIntent"
    }
}
