import CNcurses
import Glibc

/// The real terminal, through ncursesw. Only changed cells are written to
/// `stdscr`, and each frame ends with one `doupdate()`; nothing in the update path
/// clears or touches the whole screen. The cursor is hidden and never parked.
/// Colour is never started (no `start_color()`): cells carry attributes only,
/// so the output holds no colour escape and `NO_COLOR` is always respected.
@MainActor
public final class CursesTerminal: Terminal {
    /// Why the terminal could not be used.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    public private(set) var size: Size
    private var screen: OpaquePointer?
    /// Where the cursor is shown; every write moves ncurses' cursor, so it is put
    /// back here before each update.
    private var cursor: Point?
    private var scratch: [wchar_t] = []

    /// Puts the terminal in program mode: alternate screen, no echo, keys
    /// unbuffered, cursor hidden.
    public init() throws(Unavailable) {
        Self.useUTF8Locale()
        var original = termios()
        let haveSettings = tcgetattr(0, &original) == 0
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        guard !term.isEmpty else {
            throw Unavailable(description: "TERM is not set, so the terminal's capabilities are unknown")
        }
        guard let screen = sk_newterm() else {
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
        intrflush(sk_stdscr(), false)
        keypad(sk_stdscr(), false)
        leaveok(sk_stdscr(), true)
        scrollok(sk_stdscr(), false)
        curs_set(0)
        size = Size(width: Int(sk_cols()), height: Int(sk_lines()))
        if haveSettings {
            TerminalRescue.arm(settings: original, restoreSequence: Self.capabilities(["sgr0", "cnorm", "rmcup"]))
        }
        StateKitFailure.restoreTerminal = { [weak self] in self?.restore() }
    }

    public func write(_ cell: Cell, at point: Point) {
        // An ncurses cell holds one spacing code point and up to four zero-width
        // ones; the rest of a longer grapheme (a flag's second letter, the parts
        // of a ZWJ sequence) is left out, so the screen keeps the measured width.
        scratch.removeAll(keepingCapacity: true)
        if let scalar = cell.scalar, scalar.isASCII {
            scratch.append(wchar_t(scalar.value))
        } else {
            appendScalars(of: cell)
            TerminalWidthGuard.substitute(&scratch, width: Int(cell.width))
        }
        scratch.append(0)
        var attributes = sk_attr_normal()
        if cell.style.contains(.bold) { attributes |= sk_attr_bold() }
        if cell.style.contains(.dim) { attributes |= sk_attr_dim() }
        if cell.style.contains(.reverse) { attributes |= sk_attr_reverse() }
        if cell.style.contains(.underline) { attributes |= sk_attr_underline() }
        _ = sk_put_cell(Int32(point.y), Int32(point.x), scratch, attributes)
    }

    private func appendScalars(of cell: Cell) {
        if let scalar = cell.scalar {
            scratch.append(wchar_t(scalar.value))
            return
        }
        for scalar in cell.unicodeScalars {
            if !scratch.isEmpty && (scalar.terminalWidth > 0 || scratch.count == 5) { break }
            scratch.append(wchar_t(bitPattern: scalar.value))
        }
        // A joiner left at the end of a cut sequence would join the terminal's
        // next glyph to this one and shift the rest of the row.
        while scratch.count > 1 && scratch.last == 0x200D { scratch.removeLast() }
    }

    public func setCursor(_ position: Point?) {
        cursor = position
        if position != nil {
            leaveok(sk_stdscr(), false)
            curs_set(1)
        } else {
            leaveok(sk_stdscr(), true)
            curs_set(0)
        }
    }

    public func present() {
        if let cursor { wmove(sk_stdscr(), Int32(cursor.y), Int32(cursor.x)) }
        wnoutrefresh(sk_stdscr())
        doupdate()
    }

    public func reset() {
        var window = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
            resizeterm(Int32(window.ws_row), Int32(window.ws_col))
        }
        size = Size(width: Int(sk_cols()), height: Int(sk_lines()))
        werase(sk_stdscr())
        clearok(sk_curscr(), true)
    }

    /// Gives the terminal back as it was: normal screen, cursor, echo, line mode.
    /// Safe to call more than once.
    public func restore() {
        guard let screen else { return }
        curs_set(1)
        endwin()
        delscreen(screen)
        self.screen = nil
        StateKitFailure.restoreTerminal = nil
        TerminalRescue.terminalRestored()
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
