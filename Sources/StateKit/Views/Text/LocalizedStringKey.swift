import Foundation

/// The key of a text written as a literal, as SwiftUI's: `Text("**Hi**")`
/// reads it as Markdown, where `Text(someString)` and `Text(verbatim:)` show
/// their characters as they are. A value a literal interpolates (`"Hello
/// \(name)"`) is never read as markup of its own: its `*`, `_`, brackets and
/// the like are shown as they are, while its other characters sit in the
/// markup around them (`"**\(name)**"` is bold). Keys are not looked up in
/// string tables; `String(localized:)` is.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The characters, interpolated values written in.
    @usableFromInline let text: String
    /// The UTF-8 ranges of `text` that interpolations gave, when its
    /// literal parts have a byte markup starts with; `nil` when they have
    /// none, and the text is shown as it is.
    @usableFromInline let literalRanges: [Range<Int>]?
    /// Texts and attributed strings interpolated, each with the key text
    /// before it; `nil` where there are none.
    @usableFromInline let pieces: InterpolatedPieces?

    /// A key of `value`, read as Markdown as a literal is.
    public init(_ value: String) {
        text = value
        literalRanges = InlineMarkdown.mayHaveMarkup(value) ? [] : nil
        pieces = nil
    }

    /// A key of its parts.
    init(text: String, literalRanges: [Range<Int>]?, pieces: InterpolatedPieces?) {
        self.text = text
        self.literalRanges = literalRanges
        self.pieces = pieces
    }

    /// A key of the literal `value`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key of a literal with interpolations.
    @inlinable
    public init(stringInterpolation: StringInterpolation) {
        text = String(stringInterpolation: stringInterpolation.text)
        // A byte markup starts with outside the values kept apart can only
        // be a literal's: values without one are never kept apart.
        literalRanges = InlineMarkdown.mayHaveMarkup(text) ? stringInterpolation.valueRanges ?? [] : nil
        pieces = stringInterpolation.pieces
    }

    /// What a key's interpolations write, as SwiftUI's allow: strings and
    /// numbers as they are, values through a format style, a `printf`
    /// specifier or a formatter, dates in a `Text.DateStyle`, and texts,
    /// attributed strings and images with their own styles.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// The characters so far, in Swift's own interpolation, whose
        /// appends are the cheapest there are.
        @usableFromInline var text: DefaultStringInterpolation
        /// The UTF-8 ranges of the interpolated values whose bytes could be
        /// read as markup, to be read as text; `nil` while there are none,
        /// the usual case, which then makes no array.
        @usableFromInline var valueRanges: [Range<Int>]?
        @usableFromInline var pieces: InterpolatedPieces?

        /// Room for `literalCapacity` characters and `interpolationCount` values.
        @inlinable @inline(__always)
        public init(literalCapacity: Int, interpolationCount: Int) {
            text = DefaultStringInterpolation(literalCapacity: literalCapacity, interpolationCount: interpolationCount)
        }

        /// Text as written, read as Markdown.
        @inlinable @inline(__always)
        public mutating func appendLiteral(_ literal: String) {
            text.appendLiteral(literal)
        }

        /// A string, shown as it is.
        @inlinable @inline(__always)
        public mutating func appendInterpolation(_ string: String) {
            if InlineMarkdown.mayAffectMarkup(string) {
                appendValue(string)
            } else {
                text.appendLiteral(string)
            }
        }

        /// A value whose bytes could be read as markup, and its range kept,
        /// so that it is read as text.
        @usableFromInline
        mutating func appendValue(_ string: String) {
            let start = text.description.utf8.count
            text.appendLiteral(string)
            if valueRanges == nil { valueRanges = [] }
            valueRanges?.append(start..<start + string.utf8.count)
        }

        /// An integer, as Swift writes it: digits never read as markup, so
        /// nothing is looked at or kept but the text.
        @inlinable @inline(__always)
        public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
            text.appendInterpolation(value)
        }

        /// A floating-point number, as Swift writes it (`3.5`): no markup either.
        @inlinable @inline(__always)
        public mutating func appendInterpolation<Value: BinaryFloatingPoint & CustomStringConvertible>(
            _ value: Value
        ) {
            text.appendInterpolation(value)
        }

        /// A value as it describes itself: a substring, a URL, a value of the
        /// app's own type.
        @inlinable @inline(__always)
        public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
            appendInterpolation(value.description)
        }

        /// Any other value, as Swift's own interpolation writes it; SwiftUI
        /// refuses some of these, which a terminal has no reason to.
        @_disfavoredOverload
        public mutating func appendInterpolation<Value>(_ value: Value) {
            appendInterpolation(String(describing: value))
        }

        /// `\(amount, format: .currency(code: "USD"))`: the value as `format` writes it.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            appendInterpolation(format.format(input))
        }

        /// `\(ratio, specifier: "%.1f")`: the value written by a `printf` format.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendInterpolation(String(format: specifier, value))
        }

        /// `\(value, formatter: numberFormatter)`: as `formatter` writes it.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter?
        ) {
            appendInterpolation(formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// `\(number, formatter: numberFormatter)`: as `formatter` writes it.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
            appendInterpolation(formatter?.string(for: subject) ?? subject.description)
        }

        /// `\(date, style: .time)`: the date as `Text(date, style:)` writes it, once.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendInterpolation(style.text(for: date, now: Date()))
        }

        /// `\(Text("now").bold())`: a text with its own attributes, kept.
        @MainActor
        public mutating func appendInterpolation(_ text: Text) {
            appendPiece(.text(text))
        }

        /// An attributed string, its runs' attributes kept.
        @MainActor
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendPiece(.text(Text(attributedString)))
        }

        /// An image: a symbol's glyph, in the line.
        @MainActor
        public mutating func appendInterpolation(_ image: Image) {
            appendPiece(.text(Text(image)))
        }

        /// Ends the key text so far as a piece, and adds `piece` after it.
        private mutating func appendPiece(_ piece: InterpolatedPieces.Piece) {
            var list = pieces?.list ?? []
            let before = text.description
            let ranges = InlineMarkdown.mayHaveMarkup(before) ? valueRanges ?? [] : nil
            list.append(.key(LocalizedStringKey(text: before, literalRanges: ranges, pieces: nil)))
            list.append(piece)
            self = StringInterpolation(literalCapacity: 0, interpolationCount: 0)
            pieces = InterpolatedPieces(list)
        }
    }
}

/// The parts of a key that interpolated a text: the key text before each,
/// and the texts, in order. The key's own `text` is what follows the last.
@usableFromInline
final class InterpolatedPieces: Equatable, Sendable {
    /// A part: key text read as Markdown, or a text of its own.
    @usableFromInline
    enum Piece: Equatable, Sendable {
        case key(LocalizedStringKey)
        case text(Text)
    }

    let list: [Piece]

    init(_ list: [Piece]) {
        self.list = list
    }

    /// Whether both hold the same parts.
    @usableFromInline
    static func == (lhs: InterpolatedPieces, rhs: InterpolatedPieces) -> Bool {
        lhs === rhs || lhs.list == rhs.list
    }
}
