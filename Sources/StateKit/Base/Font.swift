/// A font, as SwiftUI names them. A terminal has one font in one size, so a
/// font becomes bold or plain, upright or italic: the title styles, the
/// headline and any weight from semibold up are bold; sizes and designs are
/// accepted and not drawn.
public struct Font: Hashable, Sendable {
    let isBold: Bool
    let isItalic: Bool

    private init(bold: Bool, italic: Bool = false) {
        isBold = bold
        isItalic = italic
    }

    /// A font's weight; semibold and heavier are drawn bold.
    public struct Weight: Hashable, Sendable {
        let value: Int
        /// The ultra light weight.
        public static let ultraLight = Weight(value: 1)
        /// The thin weight.
        public static let thin = Weight(value: 2)
        /// The light weight.
        public static let light = Weight(value: 3)
        /// The regular weight.
        public static let regular = Weight(value: 4)
        /// The medium weight.
        public static let medium = Weight(value: 5)
        /// The semibold weight.
        public static let semibold = Weight(value: 6)
        /// The bold weight.
        public static let bold = Weight(value: 7)
        /// The heavy weight.
        public static let heavy = Weight(value: 8)
        /// The black weight.
        public static let black = Weight(value: 9)

        var isBold: Bool { value >= Weight.semibold.value }
    }

    /// A font's design (rounded, monospaced, ...): one design on a terminal.
    public enum Design: Hashable, Sendable {
        /// The system design; the terminal's one font.
        case `default`
        /// A serif design; drawn in the terminal's one font.
        case serif
        /// A rounded design; drawn in the terminal's one font.
        case rounded
        /// A monospaced design: the terminal's one font.
        case monospaced
    }

    /// The text styles of Dynamic Type.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The largeTitle style: drawn bold.
        case largeTitle
        /// The title style: drawn bold.
        case title
        /// The title2 style: drawn bold.
        case title2
        /// The title3 style: drawn bold.
        case title3
        /// The headline style: drawn bold.
        case headline
        /// The subheadline style: drawn plain.
        case subheadline
        /// The body style: drawn plain.
        case body
        /// The callout style: drawn plain.
        case callout
        /// The footnote style: drawn plain.
        case footnote
        /// The caption style: drawn plain.
        case caption
        /// The caption2 style: drawn plain.
        case caption2

        var isBold: Bool {
            switch self {
            case .largeTitle, .title, .title2, .title3, .headline: true
            default: false
            }
        }
    }

    /// Bold.
    public static let largeTitle = Font(bold: true)
    /// Bold.
    public static let title = Font(bold: true)
    /// Bold.
    public static let title2 = Font(bold: true)
    /// Bold.
    public static let title3 = Font(bold: true)
    /// Bold.
    public static let headline = Font(bold: true)
    /// Plain.
    public static let subheadline = Font(bold: false)
    /// Plain.
    public static let body = Font(bold: false)
    /// Plain.
    public static let callout = Font(bold: false)
    /// Plain.
    public static let footnote = Font(bold: false)
    /// Plain.
    public static let caption = Font(bold: false)
    /// Plain.
    public static let caption2 = Font(bold: false)

    /// A system font of a size: bold from semibold up; the size is not drawn.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(bold: weight.isBold)
    }

    /// A text style, in a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(bold: weight.map(\.isBold) ?? style.isBold)
    }

    /// A font by name, of a size: the terminal's own font, plain.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(bold: false)
    }

    /// The same font in another weight.
    public func weight(_ weight: Weight) -> Font { Font(bold: weight.isBold, italic: isItalic) }

    /// The same font, bold.
    public func bold() -> Font { Font(bold: true, italic: isItalic) }

    /// The same font, italic: drawn so where the terminal has italics.
    public func italic() -> Font { Font(bold: isBold, italic: true) }

    /// The same font with monospaced digits: every terminal digit is.
    public func monospacedDigit() -> Font { self }
}
