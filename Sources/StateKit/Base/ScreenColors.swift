/// How a screen shows colour: how many colours its terminal draws, and
/// whether its background is light or dark. The colours of SwiftUI's roles
/// are drawn for it here, in one place for the terminal, the tests' screens
/// and the pictures:
///
/// - `secondary` is a mid grey, legible on either background;
/// - `tertiary` and `quaternary` are that grey drawn dim;
/// - the separator is a grey a step from the background: darker on a dark
///   one, lighter on a light one;
/// - with eight colours or none, where a grey cannot be told from the
///   foreground, `secondary` and the separator are drawn dim, and
///   `tertiary` dim and italic, so that each role still reads apart.
///
/// The tint and the destructive red are colours like any other; without
/// colour, the controls that carry them draw what the colour said
/// (brackets, bold), since only they know what it meant.
package struct ScreenColors: Equatable, Sendable {
    /// How many colours the terminal draws.
    package var depth: ColorDepth
    /// The terminal's background: light or dark.
    package var scheme: ColorScheme

    /// A screen of `depth` colours on a `scheme` background.
    package init(depth: ColorDepth, scheme: ColorScheme) {
        self.depth = depth
        self.scheme = scheme
    }

    /// True colour on a dark background: what a screen without a terminal
    /// (a test's, a picture's) shows unless told otherwise.
    package static let standard = ScreenColors(depth: .direct, scheme: .dark)

    /// `pair` as this screen draws it: each colour reduced to what the
    /// terminal has (or, with `reducing` false, left for the terminal to
    /// number), and the attributes that stand in for a role's colour it
    /// cannot draw.
    @MainActor
    package func drawn(_ pair: ColorPair, reducing: Bool = true) -> DrawnColors {
        let (foreground, background) = pair.colors
        var attributes = Style.plain
        let front = foreground.flatMap { drawn($0, reducing: reducing, adding: &attributes) }
        var unused = Style.plain
        let back = background.flatMap { drawn($0, reducing: reducing, adding: &unused) }
        return DrawnColors(foreground: front, background: back, attributes: attributes)
    }

    /// `color` as this screen draws it, or `nil` for the terminal's own;
    /// the attributes standing in for a role's grey go into `attributes`.
    private func drawn(_ color: Color, reducing: Bool, adding attributes: inout Style) -> Color? {
        var color = color
        if case .named(let name) = color.value, name.isRoleGrey {
            if depth == .none || depth == .eight {
                attributes.insert(.dim)
                if name == .tertiary || name == .quaternary { attributes.insert(.italic) }
                return nil
            }
            if name == .separator { color = scheme == .dark ? .darkSeparator : .lightSeparator }
        }
        return reducing ? color.reduced(to: depth) : color
    }
}

/// A cell's colours as a screen draws them (`ScreenColors.drawn(_:)`):
/// `nil` for the terminal's own.
package struct DrawnColors: Equatable, Sendable {
    /// The text's colour.
    package var foreground: Color?
    /// The background.
    package var background: Color?
    /// Attributes that stand in for a colour the screen cannot draw.
    package var attributes: Style
}

extension Color {
    /// The separator's grey on a dark background and on a light one.
    fileprivate static let darkSeparator = Color(red: 72 / 255, green: 72 / 255, blue: 74 / 255)
    fileprivate static let lightSeparator = Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255)
}
