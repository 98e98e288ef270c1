import Foundation

/// One or more lines of text. Display width is measured per grapheme, so CJK and
/// emoji take two columns. Text wider than its room wraps at its spaces, as
/// SwiftUI's does; past its line limit, or its room's height, the last line
/// shown ends in "…".
public struct Text: View, PrimitiveView, Equatable {
    var content: String
    /// Attributes of its own (`.bold()`, `.italic()`), added to the views' above.
    var style: Style
    var foreground: Color?
    var font: Font?
    var weightIsBold: Bool?
    /// What else a text may be: a date that counts on, or parts joined with
    /// `+`. One optional field for both, with no reference unless joined:
    /// a text is copied at every level of a body, and a field that always
    /// holds a reference, even a null one, would cost each copy a retain.
    var extra: TextExtra?

    /// The date of a `Text(_:style:)` whose style counts on.
    var live: LiveDate? {
        get {
            if case .live(let date) = extra { return date }
            return nil
        }
        set { extra = newValue.map { .live($0) } }
    }

    /// The parts of a text joined with `+`, or read from Markdown or an
    /// attributed string, each with its own attributes, in order; `nil` for
    /// a text of one part.
    var joined: JoinedParts? {
        if case .joined(let joined) = extra { return joined }
        return nil
    }

    /// Text showing `content` as it is, as SwiftUI's: markup in a string
    /// is not read, where in a literal it is. Disfavoured, as SwiftUI's is,
    /// so that a literal is a `LocalizedStringKey`.
    @inlinable @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    /// Text showing `content`, drawn with `style` added to what the views above
    /// ask for (`.font`, `.bold`).
    package init(_ content: String, style: Style) {
        self.content = content
        self.style = style
    }

    /// Text showing `content` as it is.
    public init(verbatim content: String) {
        self.content = content
        self.style = .plain
    }

    /// Text is drawn by StateKit.
    public var body: Never { primitiveBody() }

    /// The same text with `attribute` added, or left as it is.
    private func adding(_ attribute: Style, _ isActive: Bool = true) -> Text {
        guard isActive else { return self }
        var text = self
        text.style.insert(attribute)
        return text
    }

    /// The same text, bold.
    public func bold() -> Text { adding(.bold) }
    /// The same text, bold or not.
    public func bold(_ isActive: Bool) -> Text { adding(.bold, isActive) }
    /// The same text in `font`: bold for the title styles and the headline,
    /// italic for an italic font. Its other attributes and colour stay.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }
    /// The same text in `weight`: bold from semibold up.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weightIsBold = weight?.isBold
        return text
    }
    /// The same text, italic, where the terminal has italics.
    public func italic() -> Text { adding(.italic) }
    /// The same text, italic or not.
    public func italic(_ isActive: Bool) -> Text { adding(.italic, isActive) }
    /// The same text, underlined; the line is solid, in the text's colour,
    /// whatever `pattern` and `color` say.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        adding(.underline, isActive)
    }
    /// The same text, struck through; the line is solid, in the text's
    /// colour, whatever `pattern` and `color` say.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil)
        -> Text
    {
        adding(.strikethrough, isActive)
    }
    /// The same text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.foreground = color
        return text
    }
    /// The same text in `style`: a colour, or a hierarchical level
    /// (`.secondary` grey, `.tertiary` and `.quaternary` grey and dim).
    public func foregroundStyle(_ style: Color) -> Text { foregroundColor(style) }
    /// The same text, dimmed.
    package func dim() -> Text { adding(.dim) }
    /// The same text, in reverse video.
    package func reversed() -> Text { adding(.reverse) }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        if let live, live.style.countsOn {
            context.resolve(LiveDateText(text: self, live: live), at: .index(0), into: &elements)
            return
        }
        let attributes = context.environment.attributes
        let style = attributes.textStyle(own: style, font: font, weightIsBold: weightIsBold, foreground: foreground)
        var ownForeground = foreground
        if let color = ownForeground, color.isAdaptive { ownForeground = context.environment.resolved(color) }
        let colors = ColorPair(foreground: ownForeground ?? attributes.foreground, background: attributes.background)
        let layout = TextLayout(
            lines: attributes.textLines, alignment: attributes.textAlignment, truncation: attributes.truncationMode)
        let shown = attributes.textCase.map { casedContent($0) } ?? content
        let element: TextElement
        let hasLinks = joined?.hasLinks == true
        let links = hasLinks ? context.reusable(TextLinksElement.self, at: elements.count) : nil
        let selects = !hasLinks && attributes.allowsTextSelection
        let selectable = selects ? context.reusable(SelectableTextElement.self, at: elements.count) : nil
        // A plain text, the usual case, is its own element.
        let wrapped = hasLinks || selects ? (links?.child ?? selectable?.child) as? TextElement : nil
        if let text = wrapped ?? context.reusable(TextElement.self, at: elements.count) {
            // A selection is of the text it was made on.
            if let selectable, text.content != shown { selectable.endSelection() }
            text.update(shown, style: style, colors: colors, layout: layout)
            element = text
        } else {
            element = TextElement(shown, style: style, colors: colors, layout: layout)
        }
        if element.linkNumber != attributes.hyperlink { element.linkNumber = attributes.hyperlink }
        if let joined {
            element.spans = joined.spans(inside: self, context)
            if hasLinks {
                elements.append(linksElement(around: element, reusing: links, context))
                return
            }
        } else if element.spans != nil {
            element.spans = nil
        }
        if selects {
            elements.append(selectable ?? SelectableTextElement(text: element, place: context.focusPlace))
            return
        }
        elements.append(element)
    }

    /// The characters in `textCase`: a part at a time for a text of parts,
    /// so that each part's characters stay its own.
    private func casedContent(_ textCase: TextCase) -> String {
        guard let joined else { return textCase.apply(to: content) }
        return joined.parts.map { textCase.apply(to: $0.text.content) }.joined()
    }

    /// The Tab stop of a text with links, opening them through the
    /// environment's `openURL`.
    private func linksElement(around text: TextElement, reusing old: TextLinksElement?, _ context: ResolveContext)
        -> TextLinksElement
    {
        let openURL = context.environment.openURL
        let open: @MainActor (URL) -> Void = { openURL($0) }
        if let old {
            old.update(open: open)
            return old
        }
        return TextLinksElement(text: text, open: open, place: context.focusPlace)
    }

    /// Two texts as one, as SwiftUI joins them: each part keeps its font,
    /// weight, colour, underline and strikethrough, and the whole wraps as
    /// one text.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(joining: lhs.flattenedParts + rhs.flattenedParts)
    }

    /// One text of `parts`, in order; the part itself where there is one
    /// with nothing of its own beyond a text's.
    init(joining parts: [TextPart]) {
        if parts.count == 1, parts[0].link == nil, parts[0].background == nil {
            self = parts[0].text
            return
        }
        self.init(verbatim: parts.map(\.text.content).joined())
        extra = .joined(JoinedParts(parts))
    }

    /// The parts of this text, each with this text's own attributes folded in.
    var flattenedParts: [TextPart] {
        guard let joined else { return [TextPart(self)] }
        return joined.parts.map { part in
            var part = part
            part.text.style.formUnion(style)
            part.text.foreground = part.text.foreground ?? foreground
            part.text.font = part.text.font ?? font
            part.text.weightIsBold = part.text.weightIsBold ?? weightIsBold
            return part
        }
    }
}

/// What else a text may be than one string in one style.
enum TextExtra: Equatable {
    /// A date that counts on.
    case live(LiveDate)
    /// Parts joined with `+`.
    case joined(JoinedParts)
}
