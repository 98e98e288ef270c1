/// One or more lines of text. Display width is measured per grapheme, so CJK and
/// emoji take two columns; text wider than its space ends in "…".
public struct Text: View, PrimitiveView, Equatable {
    let content: String
    let style: Style
    var foreground: Color?

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

    /// The same text, bold.
    public func bold() -> Text { Text(content, style: style.union(.bold)) }
    /// The same text, bold or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The same text in `font`: bold for the title styles and the headline.
    public func font(_ font: Font?) -> Text {
        var text = Text(content, style: font?.isBold == true ? style.union(.bold) : style.subtracting(.bold))
        text.foreground = foreground
        return text
    }
    /// The same text, italic: a terminal draws it upright.
    public func italic() -> Text { self }
    /// The same text, underlined.
    public func underline(_ isActive: Bool = true) -> Text {
        isActive ? Text(content, style: style.union(.underline)) : self
    }
    /// The same text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.foreground = color
        return text
    }
    /// The same text, dimmed.
    package func dim() -> Text { Text(content, style: style.union(.dim)) }
    /// The same text, in reverse video.
    package func reversed() -> Text { Text(content, style: style.union(.reverse)) }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let attributes = context.environment.attributes
        let style = style.union(attributes.textStyle)
        let colors = ColorPair(foreground: foreground ?? attributes.foreground, background: attributes.background)
        if let text = context.reusable(TextElement.self, at: elements.count) {
            text.update(content, style: style, colors: colors)
            elements.append(text)
        } else {
            elements.append(TextElement(content, style: style, colors: colors))
        }
    }
}
