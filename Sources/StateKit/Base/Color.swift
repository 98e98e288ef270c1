/// A colour, by SwiftUI's names or by its components. Kept with the views it
/// is given to; terminals draw it as colour where they can.
public struct Color: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
    /// SwiftUI's named colours. Plain values all through, so that the
    /// environment that carries a colour stays cheap to copy.
    enum Name: UInt8, Hashable, Sendable {
        case red, green, blue, yellow, orange, purple, pink, gray, white, black, cyan, mint, teal, indigo, brown
        case primary, secondary, tertiary, quaternary, clear, accent, separator

        /// A role drawn in grey: the hierarchical styles past `primary`, and
        /// the separator.
        var isRoleGrey: Bool {
            switch self {
            case .secondary, .tertiary, .quaternary, .separator: true
            default: false
            }
        }
    }

    enum Value: Hashable, Sendable {
        case named(Name)
        case rgb(red: Double, green: Double, blue: Double, opacity: Double)
        /// An asset catalog's colour, one for a light background and one for
        /// a dark one, each packed as 0xRRGGBBAA: taken in the environment's
        /// colour scheme where the colour is used (`resolved(dark:)`).
        case adaptive(light: UInt32, dark: UInt32)
    }

    let value: Value
    /// A named colour made less than half opaque: drawn dim.
    private var isTranslucent = false

    init(named name: Name) {
        value = .named(name)
    }

    /// A colour from red, green and blue components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        value = .rgb(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// `green`, or `rgb(52,199,89)` for a colour made of components.
    public var description: String {
        switch value {
        case .named(let name): "\(name)"
        case .rgb:
            "rgb(\(rgb.red),\(rgb.green),\(rgb.blue))"
        case .adaptive(let light, let dark):
            "\(Color(packed: light)) in light, \(Color(packed: dark)) in dark"
        }
    }

    /// A colour for a light background and another for a dark one, each
    /// packed as 0xRRGGBBAA.
    package init(light: UInt32, dark: UInt32) {
        value = .adaptive(light: light, dark: dark)
    }

    /// The colour packed as 0xRRGGBBAA.
    init(packed: UInt32) {
        func component(_ shift: UInt32) -> Double { Double((packed >> shift) & 0xFF) / 255 }
        self.init(red: component(24), green: component(16), blue: component(8), opacity: component(0))
    }

    /// The colour as drawn on a dark background (`dark`) or a light one: an
    /// asset catalog's colour becomes the variant for it; any other colour
    /// stays as it is.
    func resolved(dark: Bool) -> Color {
        guard case .adaptive(let light, let darkVariant) = value else { return self }
        return Color(packed: dark ? darkVariant : light)
    }

    /// Whether the colour has a light and a dark variant.
    var isAdaptive: Bool {
        if case .adaptive = value { return true }
        return false
    }

    /// A colour from its hue, saturation and brightness, each between 0 and 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (red, green, blue): (Double, Double, Double) =
            switch sector {
            case 0: (brightness, t, p)
            case 1: (q, brightness, p)
            case 2: (p, brightness, t)
            case 3: (p, q, brightness)
            case 4: (t, p, brightness)
            default: (brightness, p, q)
            }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A colour from white between 0 (black) and 1 (white).
    public init(white: Double, opacity: Double = 1) {
        value = .rgb(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Whether text in this colour is drawn dim: the hierarchical styles past
    /// `secondary`, and a colour less than half opaque (`Opacity.faintBelow`).
    var isFaint: Bool {
        switch value {
        case .named(let name): isTranslucent || name == .tertiary || name == .quaternary
        case .rgb(_, _, _, let opacity): opacity < Opacity.faintBelow
        case .adaptive(let light, _): Color(packed: light).isFaint
        }
    }

    /// The same colour with another opacity: below one half, drawn dim.
    public func opacity(_ opacity: Double) -> Color {
        guard case .rgb(let red, let green, let blue, _) = value else {
            var color = self
            color.isTranslucent = opacity < Opacity.faintBelow
            return color
        }
        return Color(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// SwiftUI's red.
    public static let red = Color(named: .red)
    /// SwiftUI's green.
    public static let green = Color(named: .green)
    /// SwiftUI's blue.
    public static let blue = Color(named: .blue)
    /// SwiftUI's yellow.
    public static let yellow = Color(named: .yellow)
    /// SwiftUI's orange.
    public static let orange = Color(named: .orange)
    /// SwiftUI's purple.
    public static let purple = Color(named: .purple)
    /// SwiftUI's pink.
    public static let pink = Color(named: .pink)
    /// SwiftUI's gray.
    public static let gray = Color(named: .gray)
    /// SwiftUI's white.
    public static let white = Color(named: .white)
    /// SwiftUI's black.
    public static let black = Color(named: .black)
    /// SwiftUI's cyan.
    public static let cyan = Color(named: .cyan)
    /// SwiftUI's mint.
    public static let mint = Color(named: .mint)
    /// SwiftUI's teal.
    public static let teal = Color(named: .teal)
    /// SwiftUI's indigo.
    public static let indigo = Color(named: .indigo)
    /// SwiftUI's brown.
    public static let brown = Color(named: .brown)
    /// The terminal's own foreground colour.
    public static let primary = Color(named: .primary)
    /// A dimmer foreground: grey.
    public static let secondary = Color(named: .secondary)
    /// A foreground dimmer than `secondary`: grey, drawn dim.
    public static let tertiary = Color(named: .tertiary)
    /// The dimmest foreground: grey, drawn dim (a terminal has no fainter step).
    public static let quaternary = Color(named: .quaternary)
    /// No colour at all.
    public static let clear = Color(named: .clear)
    /// The colour of lines between rows and sections: a quiet grey, darker
    /// on a dark terminal and lighter on a light one; dim without colour.
    static let separator = Color(named: .separator)
    /// The app's accent colour (SwiftUI's name): the `AccentColor` colour
    /// set of the app's asset catalog, light and dark, where it has one, and
    /// blue otherwise.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static var accentColor: Color { AppAccent.color ?? Color(named: .accent) }
}

/// What can fill or colour a view: here, a `Color`.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
    /// The terminal's own foreground colour.
    public static var primary: Color { Color.primary }
    /// A dimmer foreground: grey.
    public static var secondary: Color { Color.secondary }
    /// A foreground dimmer than `secondary`: grey, drawn dim.
    public static var tertiary: Color { Color.tertiary }
    /// The dimmest foreground: grey, drawn dim.
    public static var quaternary: Color { Color.quaternary }
    /// The colour of separators: a grey quieter than `secondary`.
    public static var separator: Color { Color.separator }
    /// SwiftUI's red.
    public static var red: Color { Color.red }
    /// SwiftUI's green.
    public static var green: Color { Color.green }
    /// SwiftUI's blue.
    public static var blue: Color { Color.blue }
    /// SwiftUI's yellow.
    public static var yellow: Color { Color.yellow }
    /// SwiftUI's orange.
    public static var orange: Color { Color.orange }
    /// SwiftUI's purple.
    public static var purple: Color { Color.purple }
    /// SwiftUI's pink.
    public static var pink: Color { Color.pink }
    /// SwiftUI's gray.
    public static var gray: Color { Color.gray }
    /// SwiftUI's white.
    public static var white: Color { Color.white }
    /// SwiftUI's black.
    public static var black: Color { Color.black }
    /// The app's accent colour.
    public static var tint: Color { Color.accentColor }
}
