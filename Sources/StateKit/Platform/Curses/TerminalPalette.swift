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

    /// How the screen shows colour: its depth, and the background the
    /// roles' greys are drawn for.
    let screen: ScreenColors
    var depth: Depth { screen.depth }
    private var started = false
    /// Each pair as the screen draws it, by number; `nil` until first used.
    private var drawn: [DrawnPair?] = []

    /// A pair's ncurses number, and the attributes standing in for a colour
    /// the screen cannot draw.
    struct DrawnPair {
        let number: Int32
        let attributes: Style
    }

    init(screen: ScreenColors) {
        self.screen = screen
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

    /// The ncurses pair for `pair`, set up on first use (0, the terminal's
    /// own colours, without colour or past the terminal's pairs), with the
    /// attributes that stand in for what colour it cannot draw.
    mutating func pair(for pair: ColorPair) -> DrawnPair {
        let index = Int(pair.number)
        if index < drawn.count, let known = drawn[index] { return known }
        let colors = screen.drawn(pair, reducing: false)
        let made = DrawnPair(number: colorPair(index, colors), attributes: colors.attributes)
        if index >= drawn.count { drawn += Array(repeating: nil, count: index - drawn.count + 1) }
        drawn[index] = made
        return made
    }

    /// The ncurses pair `number` made of `colors`; 0 where it cannot be.
    private mutating func colorPair(_ number: Int, _ colors: DrawnColors) -> Int32 {
        guard depth != .none, colors.foreground != nil || colors.background != nil else { return 0 }
        if !started {
            started = true
            guard start_color() != ERR else { return 0 }
            use_default_colors()
        }
        guard number < Int(sk_color_pairs()) else { return 0 }
        guard init_extended_pair(Int32(number), colorNumber(colors.foreground), colorNumber(colors.background)) != ERR
        else { return 0 }
        return Int32(number)
    }

    /// The terminal's number for `color`: -1 for its own.
    func colorNumber(_ color: Color?) -> Int32 {
        color?.terminalNumber(depth: depth).map(Int32.init) ?? -1
    }
}
