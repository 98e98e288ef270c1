import Foundation

extension AttributedString {
    /// How `AttributedString(markdown:)` reads its Markdown, as Apple's
    /// Foundation names it; Linux's lacks it.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which syntax is read.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// All of it: block syntax (`# `, `- `) stays text here, its
            /// inline syntax is read.
            case full
            /// Inline syntax only, line breaks read as spaces.
            case inlineOnly
            /// Inline syntax only, whitespace kept as it is.
            case inlineOnlyPreservingWhitespace
        }

        /// What a string that cannot be read does: inline Markdown reads any
        /// string, so neither policy is ever needed.
        public enum FailurePolicy: Hashable, Sendable {
            /// Throws.
            case throwError
            /// Returns what it read.
            case returnPartiallyParsedIfPossible
        }

        /// Accepted: attributes in `^[text](name: value)` are read as text.
        public var allowsExtendedAttributes: Bool
        /// Which syntax is read.
        public var interpretedSyntax: InterpretedSyntax
        /// What a string that cannot be read does.
        public var failurePolicy: FailurePolicy
        /// The language of the text: kept, for a run's `languageIdentifier`.
        public var languageCode: String?
        /// Accepted: runs carry no positions in the source.
        public var appliesSourcePositionAttributes: Bool

        /// Options; by default the full syntax, errors thrown.
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
            appliesSourcePositionAttributes: Bool = false
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// An attributed string of `markdown`'s inline syntax, as Apple's
    /// Foundation reads it: each run's `inlinePresentationIntent` (emphasis,
    /// strong emphasis, code, strikethrough) and `link`, relative links
    /// against `baseURL`. Linux's Foundation lacks it.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        var markdown = markdown
        if options.interpretedSyntax == .inlineOnly {
            markdown = markdown.replacingOccurrences(of: "\n", with: " ")
        }
        self.init()
        for run in InlineMarkdown.runs(of: markdown) {
            var piece = AttributedString(run.text)
            if !run.intent.isEmpty {
                piece[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] = run.intent
            }
            if let link = run.link { piece.link = URL(string: link, relativeTo: baseURL) }
            if let language = options.languageCode { piece.languageIdentifier = language }
            append(piece)
        }
    }

    /// An attributed string of the Markdown in `markdown`'s UTF-8 bytes.
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
    }
}
