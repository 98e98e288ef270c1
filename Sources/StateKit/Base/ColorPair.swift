/// A foreground and a background colour, registered once and then named by a
/// 16-bit number, so that a cell stays 8 bytes. Pair 0 is the terminal's own
/// colours.
package struct ColorPair: Hashable, Sendable {
    /// The registered number; 0 for the terminal's own colours.
    package let number: UInt16

    /// The terminal's own foreground and background.
    package static let `default` = ColorPair(number: 0)

    /// The pair of `foreground` and `background` (`nil`: the terminal's own).
    @MainActor
    package init(foreground: Color?, background: Color?) {
        self = ColorPairs.pair(foreground: foreground, background: background)
    }

    init(number: UInt16) {
        self.number = number
    }

    /// The separator's grey on the terminal's background: the lines between
    /// rows, segments and a stepper's buttons (dim without colour).
    @MainActor package static let separator = ColorPair(foreground: .separator, background: nil)
    /// The secondary colour: a placeholder's (dim without colour).
    @MainActor package static let secondary = ColorPair(foreground: .secondary, background: nil)

    /// The colours this pair stands for.
    @MainActor
    package var colors: (foreground: Color?, background: Color?) {
        ColorPairs.colors(of: self)
    }
}

/// The pairs registered so far. Their number is bounded: past the last one,
/// further pairs draw in the terminal's own colours.
@MainActor
enum ColorPairs {
    private struct Key: Hashable {
        let foreground: Color?
        let background: Color?

        /// Both colours folded into one word, the same for equal keys.
        var fingerprint: UInt64 {
            Self.mixed(Self.fingerprint(of: foreground) ^ Self.mixed(Self.fingerprint(of: background) &+ 1))
        }

        /// One word for the hasher: hashing the colours' fields one by one
        /// (four doubles each) cost most of a lookup.
        func hash(into hasher: inout Hasher) {
            hasher.combine(fingerprint)
        }

        private static func fingerprint(of color: Color?) -> UInt64 {
            guard let color else { return 0 }
            switch color.value {
            case .named(let name): return mixed(1 &+ UInt64(name.rawValue) << 8)
            case .rgb(let red, let green, let blue, let opacity):
                return fold(fold(fold(fold(2, red), green), blue), opacity)
            case .adaptive(let light, let dark): return mixed(3 ^ (UInt64(light) << 32 | UInt64(dark)))
            }
        }

        /// `word` with `component` folded in; `+ 0` makes -0 the 0 it equals.
        private static func fold(_ word: UInt64, _ component: Double) -> UInt64 {
            mixed(word ^ (component + 0).bitPattern)
        }

        /// `word` with every bit of it spread over all the others (a 64-bit
        /// finalizer): colours a few bits apart land far apart, in the cache's
        /// slots as in the table.
        static func mixed(_ word: UInt64) -> UInt64 {
            var word = word
            word ^= word >> 33
            word &*= 0xFF51_AFD7_ED55_8CCD
            word ^= word >> 33
            word &*= 0xC4CE_B9FE_1A85_EC53
            word ^= word >> 33
            return word
        }
    }

    private static var numbers: [Key: UInt16] = [:]
    private static var keys: [Key] = [Key(foreground: nil, background: nil)]
    /// The pairs asked for lately, each in the slot its fingerprint picks:
    /// a focused field asks for the same pair at each key, a gradient's cells
    /// for the same few dozen at each frame, and comparing two keys costs a
    /// fraction of hashing one.
    private static var recent = [(key: Key, number: UInt16)?](repeating: nil, count: recentSlots)
    private static let recentSlots = 128

    static func pair(foreground: Color?, background: Color?) -> ColorPair {
        let key = Key(foreground: foreground.flatMap(\.drawn), background: background.flatMap(\.drawn))
        if key.foreground == nil && key.background == nil { return .default }
        let fingerprint = key.fingerprint
        let slot = Int(truncatingIfNeeded: fingerprint % UInt64(recentSlots))
        if let entry = recent[slot], entry.key == key { return ColorPair(number: entry.number) }
        if let number = numbers[key] {
            recent[slot] = (key, number)
            return ColorPair(number: number)
        }
        guard keys.count < Int(UInt16.max) else { return .default }
        let number = UInt16(keys.count)
        keys.append(key)
        numbers[key] = number
        recent[slot] = (key, number)
        return ColorPair(number: number)
    }

    static func colors(of pair: ColorPair) -> (foreground: Color?, background: Color?) {
        let key = keys[Int(pair.number)]
        return (key.foreground, key.background)
    }
}

extension Color {
    /// The colour as drawn: `nil` for the terminal's own (`.primary`, `.clear`).
    var drawn: Color? {
        switch value {
        case .named(.primary), .named(.clear): nil
        default: self
        }
    }

    /// Red, green and blue from 0 to 255, as SwiftUI's named colours look on a
    /// light background.
    var rgb: (red: Int, green: Int, blue: Int) {
        switch value {
        case .rgb(let red, let green, let blue, _):
            return (Self.byte(red), Self.byte(green), Self.byte(blue))
        case .adaptive(let light, _):
            // Not resolved where it was used: the light variant.
            return Color(packed: light).rgb
        case .named(let name):
            switch name {
            case .red: return (255, 59, 48)
            case .green: return (52, 199, 89)
            case .blue, .accent: return (0, 122, 255)
            case .yellow: return (255, 204, 0)
            case .orange: return (255, 149, 0)
            case .purple: return (175, 82, 222)
            case .pink: return (255, 45, 85)
            case .gray, .secondary, .tertiary, .quaternary: return (142, 142, 147)
            // Drawn for the screen's background (`ScreenColors`); this is its dark one.
            case .separator: return (72, 72, 74)
            case .white, .primary, .clear: return (255, 255, 255)
            case .black: return (0, 0, 0)
            case .cyan: return (50, 173, 230)
            case .mint: return (0, 199, 190)
            case .teal: return (48, 176, 199)
            case .indigo: return (88, 86, 214)
            case .brown: return (162, 132, 94)
            }
        }
    }

    /// One of the terminal's eight colours: the named ones by their ANSI
    /// number (so they follow the user's palette), others by the nearest hue.
    var ansi: Int {
        if case .named(let name) = value {
            switch name {
            case .black: return 0
            case .red: return 1
            case .green, .mint: return 2
            case .yellow, .orange, .brown: return 3
            case .blue, .accent, .indigo: return 4
            case .purple, .pink: return 5
            case .cyan, .teal: return 6
            case .white, .gray, .secondary, .tertiary, .quaternary, .primary, .clear, .separator: return 7
            }
        }
        let (red, green, blue) = rgb
        let high = max(red, green, blue)
        guard high >= 64 else { return 0 }
        let threshold = high / 2
        return (red > threshold ? 1 : 0) | (green > threshold ? 2 : 0) | (blue > threshold ? 4 : 0)
    }

    /// One of xterm's 256 colours: the named ones as `ansi`, others the
    /// nearest, by distance, in the 6x6x6 cube or on the grey ramp (a dark
    /// tinted fill is nearer a dark grey than a saturated cube colour).
    var xterm256: Int {
        // The greys of the roles, and gray, take the grey ramp: ANSI's white
        // is the foreground itself on many dark terminals.
        if case .named(let name) = value, !name.isRoleGrey, name != .gray { return ansi }
        let (red, green, blue) = rgb
        func level(_ component: Int) -> Int { component < 48 ? 0 : component < 115 ? 1 : (component - 35) / 40 }
        func cubeValue(_ level: Int) -> Int { level == 0 ? 0 : 55 + 40 * level }
        func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
            (red - r) * (red - r) + (green - g) * (green - g) + (blue - b) * (blue - b)
        }
        let (r, g, b) = (level(red), level(green), level(blue))
        let cube = 16 + 36 * r + 6 * g + b
        let step = min(23, max(0, ((red + green + blue) / 3 - 8 + 5) / 10))
        let grey = 8 + 10 * step
        let toCube = distance(cubeValue(r), cubeValue(g), cubeValue(b))
        return distance(grey, grey, grey) < toCube ? 232 + step : cube
    }

    /// The colour a terminal of `depth` draws for this one: itself in true
    /// colour, the nearest of xterm's 256 or of the eight ANSI colours (by
    /// name), or none.
    package func reduced(to depth: ColorDepth) -> Color? {
        switch depth {
        case .direct: return self
        case .none: return nil
        case .eight: return Self.ansiNames[ansi]
        case .xterm256:
            let index = xterm256
            if index < 16 { return Self.ansiNames[index % 8] }
            if index >= 232 {
                let grey = Double(8 + 10 * (index - 232)) / 255
                return Color(red: grey, green: grey, blue: grey)
            }
            let cube = index - 16
            func level(_ step: Int) -> Double { step == 0 ? 0 : Double(55 + 40 * step) / 255 }
            return Color(red: level(cube / 36), green: level(cube / 6 % 6), blue: level(cube % 6))
        }
    }

    /// The number a terminal of `depth` knows this colour by, as terminfo's
    /// `setaf` takes it: the ANSI or xterm number, or `0xRRGGBB` in true
    /// colour; `nil` on a terminal without colour.
    package func terminalNumber(depth: ColorDepth) -> Int? {
        switch depth {
        case .none: return nil
        case .eight: return ansi
        case .xterm256: return xterm256
        case .direct:
            let (red, green, blue) = rgb
            return red << 16 | green << 8 | blue
        }
    }

    /// The eight ANSI colours, by number.
    private static let ansiNames: [Color] = [.black, .red, .green, .yellow, .blue, .purple, .cyan, .white]

    private static func byte(_ component: Double) -> Int {
        Int((min(1, max(0, component)) * 255).rounded())
    }
}

/// How many colours a terminal draws: none (a monochrome terminal, or
/// `NO_COLOR`), the eight ANSI colours, xterm's 256, or true colour.
package enum ColorDepth: Equatable, Sendable {
    case none, eight, xterm256, direct
}
