/// The control strings an inline region is drawn with, as bytes: the
/// terminal's own from terminfo (`InlineTerminal`), or ECMA-48's, which the
/// tests read and every terminal StateKit knows of shares.
///
/// The region never knows which row of the screen it is on, so it moves the
/// cursor only relative to where it left it: up, down, forward and back to
/// the first column.
package struct TerminalStrings: Sendable {
    /// Moves the cursor up this many rows (`cuu`), never scrolling.
    package var up: @Sendable (Int) -> [UInt8]
    /// Moves the cursor down this many rows (`cud`), never scrolling.
    package var down: @Sendable (Int) -> [UInt8]
    /// Moves the cursor right this many columns (`cuf`).
    package var forward: @Sendable (Int) -> [UInt8]
    /// The foreground colour of this number (`setaf`): as the terminal
    /// numbers its colours, a 24-bit `0xRRGGBB` on a true-colour one.
    package var foreground: @Sendable (Int) -> [UInt8]
    /// The background colour of this number (`setab`).
    package var background: @Sendable (Int) -> [UInt8]
    /// Back to the first column (`cr`).
    package var carriageReturn: [UInt8]
    /// Blanks from the cursor to the end of its row (`el`).
    package var clearToEndOfLine: [UInt8]
    /// Blanks from the cursor to the end of the screen (`ed`).
    package var clearToEndOfScreen: [UInt8]
    /// Hides the cursor (`civis`).
    package var hideCursor: [UInt8]
    /// Shows the cursor (`cnorm`).
    package var showCursor: [UInt8]
    /// Plain text in the terminal's own colours (`sgr0`).
    package var resetAttributes: [UInt8]
    /// Bold (`bold`).
    package var bold: [UInt8]
    /// Dim (`dim`).
    package var dim: [UInt8]
    /// Reverse video (`rev`).
    package var reverse: [UInt8]
    /// Underline (`smul`).
    package var underline: [UInt8]
    /// Italics (`sitm`); empty where the terminal has none.
    package var italic: [UInt8]
    /// Struck through (`smxx`, or ECMA-48's SGR 9).
    package var strikethrough: [UInt8]
    /// How many colours the terminal draws.
    package var depth: ColorDepth

    /// ECMA-48's strings, which xterm, VTE, tmux, kitty and the Linux console
    /// share, for a terminal of `depth` colours.
    package static func ecma48(depth: ColorDepth) -> TerminalStrings {
        TerminalStrings(
            up: { control("\($0)A") },
            down: { control("\($0)B") },
            forward: { control("\($0)C") },
            foreground: { colorControl(base: 30, number: $0, depth: depth) },
            background: { colorControl(base: 40, number: $0, depth: depth) },
            carriageReturn: [0x0D],
            clearToEndOfLine: control("K"),
            clearToEndOfScreen: control("J"),
            hideCursor: control("?25l"),
            showCursor: control("?25h"),
            resetAttributes: control("0m"),
            bold: control("1m"),
            dim: control("2m"),
            reverse: control("7m"),
            underline: control("4m"),
            italic: control("3m"),
            strikethrough: control("9m"),
            depth: depth)
    }

    /// `ESC [` and `body`.
    private static func control(_ body: String) -> [UInt8] {
        [0x1B, 0x5B] + Array(body.utf8)
    }

    /// SGR for a colour: 30–37 (or 40–47) for the eight, `38;5;n` for the
    /// 256, `38;2;r;g;b` for true colour.
    private static func colorControl(base: Int, number: Int, depth: ColorDepth) -> [UInt8] {
        switch depth {
        case .none: []
        case .eight: control("\(base + number)m")
        case .xterm256: control("\(base + 8);5;\(number)m")
        case .direct: control("\(base + 8);2;\(number >> 16 & 0xFF);\(number >> 8 & 0xFF);\(number & 0xFF)m")
        }
    }
}
