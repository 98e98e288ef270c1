/// The looks StateKit gives its built-in button styles, as iOS draws them,
/// in cells; without colour, brackets say what the tint would have.
enum ButtonDrawing: UInt8, StyleDrawing {
    /// ` title ` in the tint, a blank either side keeping it apart from
    /// its neighbours, as the room around an iOS button's title does (in a
    /// list's or a form's row, only after it, so that the title lines up
    /// with the other rows); `[ title ]` without colour.
    case automatic
    /// ` title ` in the tint on a faint fill of it (white on the tint with
    /// eight colours, which have no faint step); `[ title ]` without colour.
    case bordered
    /// ` title `, bold, in white on the tint; `[ title ]`, bold, without
    /// colour.
    case prominent
    /// `title`, in the tint.
    case borderless
    /// `title`, as it is.
    case plain
    /// `title`, underlined, in the tint.
    case link

    static var family: StyleFamily { .button }
    static var standard: Self { .automatic }

    /// How a button of this drawing and `role` looks on `screen`, tinted by
    /// `tint`, in a list's or a form's row (`inRow`) or elsewhere.
    func appearance(role: ButtonRole?, tint: Color, screen: ScreenColors, inRow: Bool = false) -> ButtonAppearance {
        let depth = screen.depth
        let colour = role == .destructive ? Color.red : tint
        var look = ButtonAppearance()
        guard depth != .none else {
            // What the colour said, in attributes: brackets for a button
            // that would be drawn in the tint, bold for a warning.
            look.hasBrackets = self == .automatic || self == .bordered || self == .prominent
            if self == .prominent || role == .destructive { look.labelStyle.insert(.bold) }
            if self == .link { look.labelStyle.insert(.underline) }
            return look
        }
        switch self {
        case .automatic:
            look.foreground = colour
            look.leadingPadding = inRow ? 0 : 1
            look.trailingPadding = 1
        case .borderless:
            look.foreground = colour
        case .plain:
            if role == .destructive { look.foreground = colour }
        case .link:
            look.foreground = colour
            look.labelStyle.insert(.underline)
        case .bordered where depth != .eight:
            look.foreground = colour
            look.fill = colour.faintFill(on: screen)
            look.leadingPadding = 1
            look.trailingPadding = 1
        case .bordered, .prominent:
            // Eight colours have no faint fill: the tint itself, as for a
            // prominent button.
            look.foreground = .white
            look.fill = colour
            look.leadingPadding = 1
            look.trailingPadding = 1
            if self == .prominent { look.labelStyle.insert(.bold) }
        }
        return look
    }
}

/// What a button's style makes of it on a screen: the label's colour and
/// attributes, the fill behind it, and the room around the label.
struct ButtonAppearance: Equatable {
    /// The label's colour, unless it has one of its own.
    var foreground: Color?
    /// Added to the label's attributes.
    var labelStyle = Style.plain
    /// The colour the whole button is filled with.
    var fill: Color?
    /// `[ ` and ` ]` around the label.
    var hasBrackets = false
    /// Blank columns before the label and after it, inside the fill.
    var leadingPadding = 0
    var trailingPadding = 0

    /// Columns before the label and after it.
    var margins: Margins {
        hasBrackets ? Margins(leading: 2, trailing: 2) : Margins(leading: leadingPadding, trailing: trailingPadding)
    }
}

extension Color {
    /// A quarter of this colour over a dark background, or a sixth over a
    /// light one: the fill behind a bordered button, a focused field and a
    /// chosen segment, faint enough for text in the colour itself to read on
    /// it. Eight colours have no faint step: the colour itself.
    func faintFill(on screen: ScreenColors) -> Color {
        guard screen.depth != .eight else { return self }
        let (red, green, blue) = rgb
        let (share, ground): (Double, Double) = screen.scheme == .dark ? (0.25, 28) : (1.0 / 6, 255)
        func mix(_ component: Int) -> Double { (share * Double(component) + (1 - share) * ground) / 255 }
        return Color(red: mix(red), green: mix(green), blue: mix(blue))
    }
}
