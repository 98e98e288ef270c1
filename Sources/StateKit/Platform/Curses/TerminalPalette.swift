import CNcurses
import Glibc

/// How a terminal draws colours, and the colour pairs set up so far: true
/// colour, xterm's 256, the eight ANSI colours, or none (a monochrome
/// terminal, or `NO_COLOR`). Colour is started lazily, with the terminal's
/// own default colours kept (`use_default_colors`), and pairs are made with
/// ncursesw's extended pairs, so more than 256 of them work.
@MainActor
struct TerminalPalette {
    typealias Depth = ColorDepth

    let depth: Depth
    private var started = false
    private var made: [Bool] = []

    init(depth: Depth) {
        self.depth = depth
    }

    /// The depth of a terminal whose terminfo says it has `terminfoColors`,
    /// unless `NO_COLOR` holds a value.
    static func depth(terminfoColors: Int, noColor: String? = ProcessInfo.processInfo.environment["NO_COLOR"])
        -> Depth
    {
        if let noColor, !noColor.isEmpty { return .none }
        switch terminfoColors {
        case (1 << 24)...: return .direct
        case 256...: return .xterm256
        case 8...: return .eight
        default: return .none
        }
    }

    /// The true-colour terminal type to open for `term` when `COLORTERM` says
    /// the terminal has true colour (`truecolor` or `24bit`) and `term` is not
    /// already one: `xterm-direct` for `xterm-256color`. `nil` otherwise, or
    /// when `NO_COLOR` holds a value.
    nonisolated static func directColorType(term: String, colorTerm: String?, noColor: String?) -> String? {
        if let noColor, !noColor.isEmpty { return nil }
        guard let colorTerm, colorTerm == "truecolor" || colorTerm == "24bit", !term.contains("direct") else {
            return nil
        }
        guard let family = term.split(separator: "-").first, !family.isEmpty else { return nil }
        return "\(family)-direct"
    }

    /// The ncurses pair number for `pair`, set up on first use; 0 (the
    /// terminal's own colours) without colour or past the terminal's pairs.
    mutating func pair(for pair: ColorPair) -> Int32 {
        guard depth != .none else { return 0 }
        if !started {
            started = true
            guard start_color() != ERR else { return 0 }
            use_default_colors()
        }
        let number = Int(pair.number)
        guard number < Int(sk_color_pairs()) else { return 0 }
        if number >= made.count { made += Array(repeating: false, count: number - made.count + 1) }
        if !made[number] {
            let (foreground, background) = pair.colors
            guard init_extended_pair(Int32(number), colorNumber(foreground), colorNumber(background)) != ERR else {
                return 0
            }
            made[number] = true
        }
        return Int32(number)
    }

    /// The terminal's number for `color`: -1 for its own.
    func colorNumber(_ color: Color?) -> Int32 {
        guard let color else { return -1 }
        switch depth {
        case .none: return -1
        case .eight: return Int32(color.ansi)
        case .xterm256: return Int32(color.xterm256)
        case .direct:
            let (red, green, blue) = color.rgb
            return Int32(red << 16 | green << 8 | blue)
        }
    }
}
