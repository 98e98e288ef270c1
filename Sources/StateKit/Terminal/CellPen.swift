/// The attributes and colours a terminal draws the next characters with,
/// and the bytes that change them to a cell's. Each change starts from
/// plain: a terminal has no string to turn one attribute off by itself.
@MainActor
package struct CellPen {
    private let strings: TerminalStrings
    private let screen: ScreenColors
    private var style = Style.plain
    private var colors = ColorPair.default

    /// A pen writing `strings`, its colours as `screen` shows them, plain.
    package init(strings: TerminalStrings, screen: ScreenColors) {
        self.strings = strings
        self.screen = screen
    }

    /// Whether the characters that follow are drawn plain.
    package var isPlain: Bool { style == .plain && colors == .default }

    /// Appends to `output` what draws the characters that follow with
    /// `style` and `colors`; nothing when they are drawn so already.
    package mutating func take(_ style: Style, _ colors: ColorPair, into output: inout [UInt8]) {
        guard style != self.style || colors != self.colors else { return }
        output += strings.resetAttributes
        var shown = style
        var foreground: Int?
        var background: Int?
        if colors != .default {
            let drawn = screen.drawn(colors)
            shown.formUnion(drawn.attributes)
            foreground = drawn.foreground?.terminalNumber(depth: strings.depth)
            background = drawn.background?.terminalNumber(depth: strings.depth)
        }
        if shown.contains(.bold) { output += strings.bold }
        if shown.contains(.dim) { output += strings.dim }
        if shown.contains(.italic) { output += strings.italic }
        if shown.contains(.underline) { output += strings.underline }
        if shown.contains(.reverse) { output += strings.reverse }
        if shown.contains(.strikethrough) { output += strings.strikethrough }
        if let foreground { output += strings.foreground(foreground) }
        if let background { output += strings.background(background) }
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
    }
}
