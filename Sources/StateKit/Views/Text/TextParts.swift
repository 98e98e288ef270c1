import Foundation

/// A part of a text of several: its characters and attributes, and what a
/// part of Markdown or an attributed string may add, a link and a
/// background of its own.
struct TextPart: Equatable, Sendable {
    var text: Text
    /// Where a click or Enter on the part goes, through `openURL`.
    var link: URL?
    /// The part's own background colour, over the text's.
    var background: Color?

    init(_ text: Text, link: URL? = nil, background: Color? = nil) {
        self.text = text
        self.link = link
        self.background = background
    }
}

/// The parts of a joined text, in order.
final class JoinedParts: Equatable, Sendable {
    let parts: [TextPart]

    init(_ parts: [TextPart]) {
        self.parts = parts
    }

    /// Whether any part is a link: the text then takes the focus and clicks.
    var hasLinks: Bool { parts.contains { $0.link != nil } }

    static func == (lhs: JoinedParts, rhs: JoinedParts) -> Bool { lhs === rhs || lhs.parts == rhs.parts }

    /// Each part's characters, attributes and colours, inside `whole`, whose
    /// own attributes (`(a + b).bold()`) every part takes too. A link is
    /// underlined, in the tint unless it has a colour of its own, as a
    /// `Link` is.
    @MainActor
    func spans(inside whole: Text, _ context: ResolveContext) -> [TextSpan] {
        let attributes = context.environment.attributes
        return parts.map { part in
            let text = part.text
            var style = attributes.textStyle(
                own: text.style.union(whole.style), font: text.font ?? whole.font,
                weightIsBold: text.weightIsBold ?? whole.weightIsBold, foreground: text.foreground ?? whole.foreground)
            var color = text.foreground ?? whole.foreground
            if part.link != nil {
                style.insert(.underline)
                color = color ?? attributes.tint ?? .accentColor
            }
            if let own = color, own.isAdaptive { color = context.environment.resolved(own) }
            var background = part.background ?? attributes.background
            if let own = background, own.isAdaptive { background = context.environment.resolved(own) }
            let count = attributes.textCase.map { $0.apply(to: text.content).count } ?? text.content.count
            return TextSpan(
                count: count, style: style,
                colors: ColorPair(foreground: color ?? attributes.foreground, background: background), link: part.link)
        }
    }
}
