import Foundation

extension Text {
    /// Text showing a literal, read as SwiftUI reads a `LocalizedStringKey`:
    /// `**bold**`, `*italic*`, `~~struck~~`, code between backticks and
    /// `[links](https://example.com)` are drawn as they say, and what the
    /// literal interpolates is shown as it is. `tableName`, `bundle` and
    /// `comment` are for string tables, which a key is not looked up in.
    @inlinable
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        // A literal with no markup, the usual case, is its characters, and
        // is made where it is written, without a call.
        if key.literalRanges == nil && key.pieces == nil {
            self.init(verbatim: key.text)
        } else {
            self.init(markdown: key)
        }
    }

    /// Text of a literal with markup, or with texts interpolated: a part a
    /// run of its Markdown, and each interpolated text's parts.
    @usableFromInline
    init(markdown key: LocalizedStringKey) {
        var parts: [TextPart] = []
        for piece in key.pieces?.list ?? [] {
            switch piece {
            case .key(let key): parts += Self.markdownParts(key.text, literal: key.literalRanges)
            case .text(let text): parts += text.flattenedParts
            }
        }
        parts += Self.markdownParts(key.text, literal: key.literalRanges)
        self.init(joining: parts.isEmpty ? [TextPart(Text(verbatim: ""))] : parts)
    }

    /// The parts `text` reads as: one of its characters where no literal
    /// part has markup (`literal` is `nil`), else a part a run of Markdown.
    private static func markdownParts(_ text: String, literal: [Range<Int>]?) -> [TextPart] {
        guard let literal else { return text.isEmpty ? [] : [TextPart(Text(verbatim: text))] }
        return InlineMarkdown.runs(of: text, literal: literal).map { run in
            var part = Text(verbatim: run.text)
            part.style.formUnion(Style(intent: run.intent))
            return TextPart(part, link: run.link.flatMap { URL(string: $0) })
        }
    }

    /// Text showing `image`'s glyph, in the line: `Text(Image(systemName: "star"))`.
    public init(_ image: Image) {
        self.init(verbatim: image.glyph)
    }
}

extension Style {
    /// The attributes that draw `intent`: emphasis italic, strong emphasis
    /// bold, strikethrough struck through. Code is drawn as the text around
    /// it, a terminal's text being monospaced already.
    init(intent: InlinePresentationIntent) {
        self = []
        if intent.contains(.emphasized) { insert(.italic) }
        if intent.contains(.stronglyEmphasized) { insert(.bold) }
        if intent.contains(.strikethrough) { insert(.strikethrough) }
    }
}
