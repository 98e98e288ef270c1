/// The attributes and colours a terminal draws the next characters with,
/// and the fewest bytes that change them to a cell's.
@MainActor
package struct CellPen {
    private let strings: TerminalStrings
    private let screen: ScreenColors
    /// The style and colours asked for last.
    private var style = Style.plain
    private var colors = ColorPair.default
    /// What the terminal draws with now: the attributes (the colours' own
    /// stand-ins among them) and the colours' numbers.
    private var shownAttributes = Style.plain
    private var shownForeground: Int?
    private var shownBackground: Int?

    /// A pen writing `strings`, its colours as `screen` shows them, plain.
    package init(strings: TerminalStrings, screen: ScreenColors) {
        self.strings = strings
        self.screen = screen
    }

    /// Whether the characters that follow are drawn plain.
    package var isPlain: Bool { style == .plain && colors == .default }

    /// Appends to `output` what draws the characters that follow with
    /// `style` and `colors`; nothing when they are drawn so already. Only
    /// what changes is sent: attributes added and colours changed, from
    /// plain (a reset) only where an attribute or a colour must go, as a
    /// terminal has no string to turn one attribute off by itself.
    package mutating func take(_ style: Style, _ colors: ColorPair, into output: inout [UInt8]) {
        guard style != self.style || colors != self.colors else { return }
        var attributes = style
        var foreground: Int?
        var background: Int?
        if colors != .default {
            let drawn = screen.drawn(colors)
            attributes.formUnion(drawn.attributes)
            foreground = drawn.foreground?.terminalNumber(depth: strings.depth)
            background = drawn.background?.terminalNumber(depth: strings.depth)
        }
        // Bold and dim are one intensity on some terminals (the Linux
        // console), where the one sent last wins: adding one to the other
        // sends both again.
        let intensity: Style = [.bold, .dim]
        let mustReset =
            !shownAttributes.isSubset(of: attributes) || (shownForeground != nil && foreground == nil)
            || (shownBackground != nil && background == nil)
            || (!shownAttributes.isDisjoint(with: intensity)
                && !attributes.subtracting(shownAttributes).isDisjoint(with: intensity))
        if mustReset {
            output += strings.resetAttributes
            shownAttributes = .plain
            shownForeground = nil
            shownBackground = nil
        }
        let added = attributes.subtracting(shownAttributes)
        if added.contains(.bold) { output += strings.bold }
        if added.contains(.dim) { output += strings.dim }
        if added.contains(.italic) { output += strings.italic }
        if added.contains(.underline) { output += strings.underline }
        if added.contains(.reverse) { output += strings.reverse }
        if added.contains(.strikethrough) { output += strings.strikethrough }
        if let foreground, foreground != shownForeground { output += strings.foreground(foreground) }
        if let background, background != shownBackground { output += strings.background(background) }
        shownAttributes = attributes
        shownForeground = foreground
        shownBackground = background
        self.style = style
        self.colors = colors
    }

    /// Appends to `output` what draws the characters that follow plain,
    /// where they are not already.
    package mutating func lift(into output: inout [UInt8]) {
        guard !isPlain else { return }
        output += strings.resetAttributes
        forget()
    }

    /// Appends to `output` what draws the characters that follow plain,
    /// whatever the terminal draws with now: after someone else drew.
    package mutating func reset(into output: inout [UInt8]) {
        output += strings.resetAttributes
        forget()
    }

    /// Takes the terminal's attributes as plain: something else reset them.
    package mutating func forget() {
        style = .plain
        colors = .default
        shownAttributes = .plain
        shownForeground = nil
        shownBackground = nil
    }
}
