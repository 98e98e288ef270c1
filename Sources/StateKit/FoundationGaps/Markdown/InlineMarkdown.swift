/// A run of text read from inline Markdown: its characters, how they are
/// presented, and the link they open, if any.
package struct MarkdownRun: Equatable, Sendable {
    /// The characters, markup taken out.
    package var text: String
    /// Emphasis, strong emphasis, strikethrough or code.
    package var intent: InlinePresentationIntent
    /// The destination, as written, of the link the run belongs to.
    package var link: String?

    /// A run of `text`.
    package init(_ text: String, intent: InlinePresentationIntent = [], link: String? = nil) {
        self.text = text
        self.intent = intent
        self.link = link
    }
}

/// Inline Markdown, as SwiftUI reads a `LocalizedStringKey` and Foundation
/// reads `AttributedString(markdown:)`: `*emphasis*`, `**strong**`,
/// `~~strikethrough~~`, code between backticks, `[links](url)`, `<scheme:autolinks>`,
/// backslash escapes and character references, with the rules of
/// CommonMark's inline syntax. Whitespace and line breaks are kept as they
/// are; block syntax (`# `, `- `) stays text, as a `Text` shows it.
@usableFromInline
package enum InlineMarkdown {
    /// Whether `text` has a byte that markup starts with. A text without one
    /// reads as itself, and is never parsed.
    @inlinable
    package static func mayHaveMarkup(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.contains(where: isMarkupByte) }
    }

    /// Whether `byte` can start markup: `*`, `_`, `~`, a backtick, `[`, a
    /// backslash, `<` or `&`.
    @inlinable
    package static func isMarkupByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2A, 0x5F, 0x7E, 0x60, 0x5B, 0x5C, 0x3C, 0x26: true
        default: false
        }
    }

    /// The runs `text` reads as, in order, adjacent runs alike merged.
    /// `literal` holds ranges of UTF-8 offsets, in order and apart, whose
    /// characters are text whatever they are: the values a string
    /// interpolated, which SwiftUI never reads as markup. Linear in the
    /// length of `text`, whatever it holds.
    package static func runs(of text: String, literal: [Range<Int>] = []) -> [MarkdownRun] {
        var parser = InlineMarkdownParser(bytes: Array(text.utf8), literal: literal)
        parser.parse()
        return parser.runs()
    }
}
