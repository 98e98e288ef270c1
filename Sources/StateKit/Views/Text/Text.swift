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

    /// The parts of a text joined with `+`, each with its own attributes,
    /// in order; `nil` for a text of one part.
    var parts: [Text]? {
        if case .joined(let joined) = extra { return joined.parts }
        return nil
    }

    /// Text showing `content`. A `String` of its own, not only the generic
    /// `StringProtocol` one: a body's interpolated text then needs no generic
    /// conversion at each evaluation.
    public init(_ content: String) {
        self.content = content
        self.style = .plain
    }

    /// Text showing `content`, drawn with `style` added to what the views above
    /// ask for (`.font`, `.bold`).
    package init(_ content: String, style: Style) {
        self.content = content
        self.style = style
    }

    /// Text showing a string of any kind (a `Substring`, say).
    public init<S: StringProtocol>(_ content: S) {
        self.init(String(content))
    }

    /// Text showing `content` as it is.
    public init(verbatim content: String) {
        self.init(content)
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
    /// The same text, underlined; the line is drawn in the text's colour,
    /// whatever `color` says.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.underline, isActive) }
    /// The same text, struck through; the line is drawn in the text's colour,
    /// whatever `color` says.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
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
        let element: TextElement
        if let text = context.reusable(TextElement.self, at: elements.count) {
            text.update(content, style: style, colors: colors, layout: layout)
            element = text
        } else {
            element = TextElement(content, style: style, colors: colors, layout: layout)
        }
        if let parts {
            element.spans = parts.map { $0.span(inside: self, context) }
        } else if element.spans != nil {
            element.spans = nil
        }
        elements.append(element)
    }

    /// A part's characters, attributes and colours, inside `whole`, whose
    /// own attributes (`(a + b).bold()`) every part takes too.
    private func span(inside whole: Text, _ context: ResolveContext) -> TextSpan {
        let attributes = context.environment.attributes
        let style = attributes.textStyle(
            own: self.style.union(whole.style), font: font ?? whole.font,
            weightIsBold: weightIsBold ?? whole.weightIsBold, foreground: foreground ?? whole.foreground)
        var color = foreground ?? whole.foreground
        if let own = color, own.isAdaptive { color = context.environment.resolved(own) }
        return TextSpan(
            count: content.count, style: style,
            colors: ColorPair(foreground: color ?? attributes.foreground, background: attributes.background))
    }

    /// Two texts as one, as SwiftUI joins them: each part keeps its font,
    /// weight, colour, underline and strikethrough, and the whole wraps as
    /// one text.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = Text(lhs.content + rhs.content)
        text.extra = .joined(JoinedParts(lhs.flattenedParts + rhs.flattenedParts))
        return text
    }

    /// The parts of this text, each with this text's own attributes folded in.
    private var flattenedParts: [Text] {
        guard let parts else { return [self] }
        return parts.map { part in
            var part = part
            part.style.formUnion(style)
            part.foreground = part.foreground ?? foreground
            part.font = part.font ?? font
            part.weightIsBold = part.weightIsBold ?? weightIsBold
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

/// The parts of a joined text, in order.
final class JoinedParts: Equatable, Sendable {
    let parts: [Text]

    init(_ parts: [Text]) {
        self.parts = parts
    }

    static func == (lhs: JoinedParts, rhs: JoinedParts) -> Bool { lhs === rhs || lhs.parts == rhs.parts }
}
