import CNcurses
import Glibc

/// The real terminal, through ncursesw. Only changed cells are written to
/// `stdscr`, and each frame ends with one `doupdate()`; nothing in the update path
/// clears or touches the whole screen. The cursor is hidden and never parked.
/// Colour is started only once a cell has one, so a program without colour
/// writes no colour escape at all; `NO_COLOR` and a monochrome terminal keep
/// attributes only.
/// Mouse reporting (SGR 1006) is on while the screen is up, off on every way
/// out, a crash included.
@MainActor
package final class CursesTerminal: Terminal {
    /// Why the terminal could not be used.
    package struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong, naming the terminal type where it matters.
        package let description: String
    }

    package private(set) var size: Size
    /// The terminal's colours (terminfo's count, or none under `NO_COLOR`)
    /// and its background (`COLORFGBG`).
    package var screenColors: ScreenColors { palette.screen }
    private var screen: OpaquePointer?
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
    /// Where the cursor is shown; every write moves ncurses' cursor, so it is put
    /// back here before each update.
    @exclusivity(unchecked) private var cursor: Point?
    @exclusivity(unchecked) private var scratch: [wchar_t] = []
    /// The descriptor the screen is drawn on.
    private let output: Int32
    /// Whether each frame is wrapped in synchronized output (the terminal
    /// said it has mode 2026).
    private var synchronized = false
    /// Whether the kitty keyboard protocol is on (the terminal said it has it).
    private var kittyKeyboard = false
    /// Set by `resume()`: the protocol goes on again once the next frame has
    /// taken the alternate screen back, whose mode it is.
    private var pushesKittyKeyboardAfterFrame = false
    /// What draws the cells of links again after ncurses drew the frame
    /// (ncurses has no hyperlinks): ECMA-48's strings, which every terminal
    /// with OSC 8 reads; `nil` for one never sent links.
    private var hyperlinkStrings: TerminalStrings?
    /// Runs to draw again inside their links once ncurses drew the frame.
    @exclusivity(unchecked) private var hyperlinks: [HyperlinkRun] = []
    /// The terminal's colours, started the first time a cell has any.
    private var palette = TerminalPalette(screen: ScreenColors(depth: .none, scheme: .terminal))

    /// Puts the terminal in program mode: alternate screen, no echo, keys
    /// unbuffered, cursor hidden. Keys are read from standard input; the screen
    /// is drawn on `output` (standard output, or the controlling terminal when
    /// standard output is redirected).
    package init(output: Int32 = 1) throws(Unavailable) {
        self.output = output
        Self.useUTF8Locale()
        // The size comes from the terminal itself: COLUMNS and LINES, which a
        // shell may have exported for another window, count only when the
        // terminal cannot say.
        use_tioctl(true)
        var original = termios()
        let haveSettings = tcgetattr(0, &original) == 0
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        guard !term.isEmpty else {
            throw Unavailable(description: "TERM is not set, so the terminal's capabilities are unknown")
        }
        // A terminal that says it has true colour (COLORTERM) but whose type
        // has 256 colours is opened as its family's true-colour type, if known.
        let environment = ProcessInfo.processInfo.environment
        let direct = TerminalPalette.directColorType(
            term: term, colorTerm: environment["COLORTERM"], noColor: environment["NO_COLOR"])
        guard let screen = direct.flatMap({ sk_newterm(output == 1 ? 1 : dup(output), $0) }) ?? sk_newterm(output, nil)
        else {
            throw Unavailable(description: "the terminal type '\(term)' is unknown to ncurses (TERM=\(term))")
        }
        self.screen = screen
        guard let address = tigetstr("cup"), Int(bitPattern: address) != -1 else {
            endwin()
            delscreen(screen)
            self.screen = nil
            throw Unavailable(description: "the terminal type '\(term)' cannot move the cursor (TERM=\(term))")
        }
        cbreak()
        noecho()
        nonl()
        if haveSettings { Self.disableFlowControl() }
        intrflush(sk_stdscr(), false)
        keypad(sk_stdscr(), false)
        leaveok(sk_stdscr(), true)
        scrollok(sk_stdscr(), false)
        curs_set(0)
        palette = TerminalPalette(
            screen: ScreenColors(
                depth: TerminalPalette.depth(terminfoColors: Int(sk_terminal_colors())), scheme: .terminal))
        size = Size(width: Int(sk_cols()), height: Int(sk_lines()))
        if HyperlinkSequence.isSent(toTerminal: term) {
            hyperlinkStrings = .ecma48(depth: palette.screen.depth)
        }
        markLastCell()
        if haveSettings {
            TerminalRescue.arm(
                settings: original,
                restoreSequence: SynchronizedOutput.end + (hyperlinkStrings != nil ? HyperlinkSequence.close : [])
                    + MouseReporting.disable + ExtendedKeys.disable
                    + Self.capabilities(["sgr0", "cnorm", "rmcup"]),
                screen: output)
        }
        TerminalFailureHook.restore = { TerminalRescue.restore() }
        // The answer to the question comes with the keys, if at all.
        writeToScreen(
            MouseReporting.enable + ExtendedKeys.enable
                + (haveSettings ? SynchronizedOutput.query + KittyKeyboard.query : []))
    }

    package func useSynchronizedOutput(_ use: Bool) {
        synchronized = use
    }

    package func useKittyKeyboard() -> Bool {
        guard screen != nil else { return false }
        if !kittyKeyboard {
            kittyKeyboard = true
            pushKittyKeyboard()
        }
        return true
    }

    package func copyToClipboard(_ text: String) {
        guard screen != nil else { return }
        writeToScreen(TerminalClipboard.sequence(for: text))
    }

    private func pushKittyKeyboard() {
        writeToScreen(KittyKeyboard.push)
        TerminalRescue.popsKittyKeyboard = true
    }

    /// Turns the kitty keyboard protocol off, where it is on, before the
    /// alternate screen (whose mode it is) is left, and reads past what the
    /// terminal reported under it (`KittyKeyboardFence`).
    private func popKittyKeyboard() {
        guard TerminalRescue.popsKittyKeyboard else { return }
        TerminalRescue.popsKittyKeyboard = false
        writeToScreen(KittyKeyboard.popBytes)
        KittyKeyboardFence.drain(input: 0) { writeToScreen($0) }
    }

    package func writeHyperlinks(_ runs: [HyperlinkRun]) {
        guard hyperlinkStrings != nil else { return }
        hyperlinks += runs
    }

    /// Draws the pending runs again, each inside its link or none, past
    /// ncurses, which finds the terminal as it left it.
    private func writeHyperlinkRuns() {
        defer { hyperlinks.removeAll(keepingCapacity: true) }
        guard let strings = hyperlinkStrings else { return }
        var pen = CellPen(strings: strings, screen: palette.screen)
        writeToScreen(CursesHyperlinks.redrawing(hyperlinks, with: &pen, onScreenOf: size))
    }

    /// Sends bytes to the terminal at once, past ncurses (which has no words
    /// for SGR mouse reporting).
    private func writeToScreen(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    package func write(_ cell: Cell, at point: Point) {
        var attributes = sk_attr_normal()
        if cell.style.contains(.italic) { attributes |= sk_attr_italic() }
        if cell.style.contains(.bold) { attributes |= sk_attr_bold() }
        if cell.style.contains(.dim) { attributes |= sk_attr_dim() }
        if cell.style.contains(.reverse) { attributes |= sk_attr_reverse() }
        if cell.style.contains(.underline) { attributes |= sk_attr_underline() }
        if point.x == size.width - 1 && point.y == size.height - 1 && isPlainBlank(cell) {
            attributes |= sk_attr_invisible()
        }
        var pair: Int32 = 0
        if cell.colors != .default {
            let drawn = palette.pair(for: cell.colors)
            pair = drawn.number
            if drawn.attributes.contains(.dim) { attributes |= sk_attr_dim() }
            if drawn.attributes.contains(.italic) { attributes |= sk_attr_italic() }
        }
        if cell.width == 2, writeFlag(cell, at: point, attributes: attributes, pair: pair) { return }
        CursesCellText.fill(&scratch, with: cell)
        scratch.append(0)
        _ = sk_put_cell(Int32(point.y), Int32(point.x), scratch, attributes, pair)
    }

    /// A flag, two regional indicators each a column wide, as ncurses can hold
    /// it: one in each of its two cells, written side by side, so the
    /// terminal reads the pair and draws the flag. `false` for another cell.
    private func writeFlag(_ cell: Cell, at point: Point, attributes: attr_t, pair: Int32) -> Bool {
        var scalars = cell.unicodeScalars.makeIterator()
        guard let first = scalars.next(), Unicode.Scalar.isRegionalIndicator(first.value),
            let second = scalars.next(), Unicode.Scalar.isRegionalIndicator(second.value),
            point.x + 1 < size.width
        else { return false }
        for (offset, scalar) in [first, second].enumerated() {
            let grapheme: [wchar_t] = [wchar_t(bitPattern: scalar.value), 0]
            _ = sk_put_cell(Int32(point.y), Int32(point.x + offset), grapheme, attributes, pair)
        }
        return true
    }

    /// The screen's last cell, where it is a blank, holds an invisible blank.
    /// At each update ncurses looks whether the rows at the bottom of the
    /// screen could be cleared at once (its `ClrBottom`): while the last cell
    /// is a blank it could clear with, it compares every cell of every blank
    /// row at the bottom, old and new, some 2,700 instructions a row of 80,
    /// 54,000 for a form on 24 rows, more than the rest of a typed key's
    /// update. StateKit writes only the cells that changed and has no use for
    /// that search; an invisible blank looks the same, and ends it at once.
    private func markLastCell() {
        guard size.width > 0, size.height > 0 else { return }
        write(Cell(" "), at: Point(x: size.width - 1, y: size.height - 1))
    }

    private func isPlainBlank(_ cell: Cell) -> Bool {
        cell.scalar == " " && cell.style == .plain && cell.colors == .default
    }

    package func setCursor(_ position: Point?) {
        cursor = position
        if position != nil {
            leaveok(sk_stdscr(), false)
            curs_set(1)
        } else {
            leaveok(sk_stdscr(), true)
            curs_set(0)
        }
    }

    package func present() {
        if let cursor { wmove(sk_stdscr(), Int32(cursor.y), Int32(cursor.x)) }
        wnoutrefresh(sk_stdscr())
        // doupdate() writes its frame and flushes it: the end follows it.
        if synchronized { writeToScreen(SynchronizedOutput.begin) }
        doupdate()
        if !hyperlinks.isEmpty { writeHyperlinkRuns() }
        if synchronized { writeToScreen(SynchronizedOutput.end) }
        if pushesKittyKeyboardAfterFrame {
            pushesKittyKeyboardAfterFrame = false
            pushKittyKeyboard()
        }
    }

    package func reset() {
        var window = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
            resizeterm(Int32(window.ws_row), Int32(window.ws_col))
        }
        size = Size(width: Int(sk_cols()), height: Int(sk_lines()))
        werase(sk_stdscr())
        markLastCell()
        clearok(sk_curscr(), true)
    }

    /// Hands the terminal to the shell for a while (Ctrl-Z): normal screen,
    /// echo, line mode, no mouse reporting and the shell's keys, until `resume()`.
    package func suspend() {
        guard screen != nil else { return }
        popKittyKeyboard()
        writeToScreen(MouseReporting.disable + ExtendedKeys.disable)
        curs_set(1)
        endwin()
    }

    /// Takes the terminal back after `suspend()`: mouse reporting and extended
    /// keys again; the next frame (after `reset()`) returns to program mode
    /// and repaints.
    package func resume() {
        guard screen != nil else { return }
        writeToScreen(MouseReporting.enable + ExtendedKeys.enable)
        pushesKittyKeyboardAfterFrame = kittyKeyboard
        setCursor(cursor)
    }

    /// Gives the terminal back as it was: normal screen, cursor, echo, line mode.
    /// Safe to call more than once.
    package func restore() {
        guard let screen else { return }
        popKittyKeyboard()
        writeToScreen(MouseReporting.disable + ExtendedKeys.disable)
        curs_set(1)
        endwin()
        delscreen(screen)
        self.screen = nil
        TerminalFailureHook.restore = nil
        // What the program printed is still in the C library's buffers: it goes
        // out before the streams are handed back.
        fflush(nil)
        TerminalRescue.terminalRestored()
    }

    /// Turns off XON/XOFF flow control on the keyboard's terminal, which
    /// program mode keeps: Ctrl-S would stop all output, and once input queued
    /// behind it, even Ctrl-C and the signals could not end the program. Ctrl-S
    /// and Ctrl-Q then arrive as keys. ncurses is told this is program mode,
    /// so a resume after Ctrl-Z keeps it; leaving gives the shell's settings back.
    private static func disableFlowControl() {
        var settings = termios()
        guard tcgetattr(0, &settings) == 0 else { return }
        settings.c_iflag &= ~tcflag_t(IXON | IXOFF)
        _ = tcsetattr(0, TCSANOW, &settings)
        def_prog_mode()
    }

    /// The bytes of terminfo string capabilities, in order (missing ones skipped).
    private static func capabilities(_ names: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        for name in names {
            guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { continue }
            bytes += Array(String(cString: value).utf8)
        }
        return bytes
    }

    /// ncursesw draws wide characters only under a UTF-8 locale; fall back to
    /// C.UTF-8 when the environment names none.
    private static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
        setlocale(LC_CTYPE, "C.UTF-8")
    }
}
