import Foundation

extension AttributeScopes {
    /// The attributes a `Text` draws from an `AttributedString`, as SwiftUI
    /// names them: `string.foregroundColor = .red`, `string.font = .headline`.
    public struct SwiftUIAttributes: AttributeScope {
        /// Foundation's attributes: `link`.
        public let foundation: FoundationAttributes
        /// How a run is presented, as Markdown sets it: Foundation's attribute,
        /// which Linux's Foundation lacks, read here as Apple's reads it
        /// (`run.inlinePresentationIntent`).
        public let inlinePresentationIntent: FoundationAttributes.InlinePresentationIntentAttribute
        /// The font: bold for the title styles and the headline, italic for an italic one.
        public let font: FontAttribute
        /// The colour of the characters.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind them.
        public let backgroundColor: BackgroundColorAttribute
        /// An underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// A line through.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Space added between characters: accepted, as a cell is a cell.
        public let kern: KerningAttribute
        /// Space added between characters: accepted, as a cell is a cell.
        public let tracking: TrackingAttribute
        /// How far above the line: accepted, as a row is a row.
        public let baselineOffset: BaselineOffsetAttribute

        /// The key of `font`.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = Font
            /// Its name.
            public static let name = "SwiftUI.Font"
        }

        /// The key of `foregroundColor`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// Its name.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The key of `backgroundColor`.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// Its name.
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The key of `underlineStyle`.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// A line's pattern and colour.
            public typealias Value = Text.LineStyle
            /// Its name.
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The key of `strikethroughStyle`.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// A line's pattern and colour.
            public typealias Value = Text.LineStyle
            /// Its name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// The key of `kern`.
        public enum KerningAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// Its name.
            public static let name = "SwiftUI.Kern"
        }

        /// The key of `tracking`.
        public enum TrackingAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// Its name.
            public static let name = "SwiftUI.Tracking"
        }

        /// The key of `baselineOffset`.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// Its name.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attributes, as a scope: `AttributedString(markdown:, including: \.swiftUI)`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.foregroundColor`, `run.font`: SwiftUI's attributes, as members.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T
    {
        self[T.self]
    }
}

extension Text {
    /// How an underline or a line through is drawn, as SwiftUI's: a terminal
    /// draws every pattern as its one line, in the text's colour.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of a line.
        public enum Pattern: Hashable, Sendable {
            /// A solid line.
            case solid
            /// A dotted line.
            case dot
            /// A dashed line.
            case dash
            /// Dashes and dots.
            case dashDot
            /// A dash and two dots.
            case dashDotDot
        }

        /// The pattern.
        public let pattern: Pattern
        /// The line's colour, where not the text's.
        public let color: Color?

        /// A line of `pattern` in `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Text showing `attributedContent`, each run drawn with its attributes:
    /// foreground and background colours, the font's weight and slant,
    /// underline, strikethrough, Markdown's intents, and links, which open
    /// through `openURL` on a click or Enter. Disfavoured: Linux's
    /// `AttributedString` takes a literal, which must stay a
    /// `LocalizedStringKey`, as on Apple's systems.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        let parts = attributedContent.runs.map { run -> TextPart in
            var text = Text(verbatim: String(attributedContent[run.range].characters))
            if let intent = run.inlinePresentationIntent { text.style.formUnion(Style(intent: intent)) }
            if run.underlineStyle != nil { text.style.insert(.underline) }
            if run.strikethroughStyle != nil { text.style.insert(.strikethrough) }
            text.font = run.font
            text.foreground = run.foregroundColor
            return TextPart(text, link: run.link, background: run.backgroundColor)
        }
        self.init(joining: parts.isEmpty ? [TextPart(Text(verbatim: ""))] : parts)
    }
}
