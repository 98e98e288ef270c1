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
    /// reads as itself, and is never parsed. Read eight bytes at a time,
    /// where they lie: every interpolated literal a body shows is asked.
    @inlinable @inline(__always)
    package static func mayHaveMarkup(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            guard bytes.count >= 8 else {
                // Fewer than eight: padded with zeros, which no markup byte is.
                var word: UInt64 = 0
                for (index, byte) in bytes.enumerated() { word |= UInt64(byte) << (8 * UInt64(index)) }
                return wordHasMarkup(word)
            }
            var index = 0
            while index + 8 < bytes.count {
                if wordHasMarkup(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { return true }
                index += 8
            }
            // The last eight bytes, some of them read twice.
            return wordHasMarkup(UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self))
        } ?? text.utf8.contains(where: isMarkupByte)
    }

    /// Whether any of the eight bytes of `word` is a markup byte: for each,
    /// the word XOR that byte in every lane has a zero lane exactly where
    /// `word` holds it, which the classic zero-byte test finds.
    @inlinable @inline(__always)
    package static func wordHasMarkup(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func holds(_ byte: UInt64) -> UInt64 {
            let lanes = word ^ (ones &* byte)
            return (lanes &- ones) & ~lanes & highs
        }
        return holds(0x26) | holds(0x2A) | holds(0x3C) | holds(0x5B) | holds(0x5C) | holds(0x5F) | holds(0x60)
            | holds(0x7E) != 0
    }

    /// Whether `text`, given by an interpolation, has a byte the reading of
    /// markup around it looks at: one that starts markup, or a bracket,
    /// a parenthesis or `>`. A value without one reads as the same text
    /// whether it is marked as a value's or not.
    @inlinable @inline(__always)
    package static func mayAffectMarkup(_ text: String) -> Bool {
        for byte in text.utf8 where isMarkupByte(byte) || isDelimitingByte(byte) { return true }
        return false
    }

    /// Whether `byte` can start markup: `*`, `_`, `~`, a backtick, `[`, a
    /// backslash, `<` or `&`. Two 64-bit masks, a bit a byte.
    @inlinable @inline(__always)
    package static func isMarkupByte(_ byte: UInt8) -> Bool {
        let low: UInt64 = 1 << 0x26 | 1 << 0x2A | 1 << 0x3C
        let high: UInt64 = 1 << (0x5B - 64) | 1 << (0x5C - 64) | 1 << (0x5F - 64) | 1 << (0x60 - 64) | 1 << (0x7E - 64)
        return byte < 64 ? (low >> byte) & 1 != 0 : byte < 128 && (high >> (byte &- 64)) & 1 != 0
    }

    /// Whether `byte` ends or delimits markup begun elsewhere: `]`, `(`,
    /// `)`, `>` or `;`.
    @inlinable @inline(__always)
    package static func isDelimitingByte(_ byte: UInt8) -> Bool {
        byte == 0x5D || byte == 0x28 || byte == 0x29 || byte == 0x3E || byte == 0x3B
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
