import CNcurses
import Glibc

/// The inline region on a real terminal: below the prompt, on the normal
/// screen, drawn with the terminal's own strings from terminfo (ncursesw's
/// tinfo, without curses, which owns the whole screen and cannot draw a
/// region) and StateKit's own cell diff, the one full-screen frames use.
/// Each frame reaches the terminal in one write.
///
/// While it is up, keys are read unbuffered and unechoed; Ctrl-C still
/// signals, and XON/XOFF is off, so Ctrl-S stops nothing. `finish()` (or a
/// crash, through `TerminalRescue`) gives the settings back.
@MainActor
package final class InlineTerminal: ContentSizedTerminal {
    /// Why the terminal cannot draw an inline region.
    package struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong, naming the terminal type where it matters.
        package let description: String
    }

    package var size: Size { region.size }
    package private(set) var largestSize: Size
    package let screenColors: ScreenColors
    private var region: InlineRegion
    /// The terminal's descriptor (standard output's own, kept apart from the
    /// printed lines' pipe).
    private let output: Int32
    private var original: termios?
    /// The settings while the region is up: keys unbuffered and unechoed.
    private var programSettings = termios()
    /// Printed lines waiting to go above the region at the next `reset()`.
    private var above: [UInt8] = []
    /// Where the cursor is shown; kept for the region taken again.
    private var caret: Point?
    /// Whether each frame is wrapped in synchronized output (the terminal
    /// said it has mode 2026).
    private var synchronized = false
    /// Whether the kitty keyboard protocol is on (the terminal said it has it).
    private var kittyKeyboard = false
    /// Set by `finish()`: the region is left and the settings given back.
    private var isFinished = false
    /// Whether keys are read, so extended keys (`ExtendedKeys`) are asked for.
    private let readsKeys: Bool
    /// Whether links are sent (`HyperlinkSequence`): not to the Linux console.
    private let sendsHyperlinks: Bool
    /// Runs to draw again inside their links once the frame's cells are drawn.
    private var hyperlinks: [HyperlinkRun] = []

    /// Takes the first free row from the cursor's down, on the terminal
    /// `output` draws on. Keys are read from standard input when
    /// `readsKeys`: the terminal is asked then whether it has synchronized
    /// output and the kitty keyboard protocol, as its answers come with them,
    /// and for extended keys.
    package init(output: Int32, readsKeys: Bool) throws(Unavailable) {
        self.output = output
        self.readsKeys = readsKeys
        let term = ProcessEnvironment.value("TERM") ?? ""
        guard !term.isEmpty else {
            throw Unavailable(description: "TERM is not set, so the terminal's capabilities are unknown")
        }
        sendsHyperlinks = HyperlinkSequence.isSent(toTerminal: term)
        let direct = TerminalPalette.directColorType(
            term: term, colorTerm: ProcessEnvironment.value("COLORTERM"), noColor: ProcessEnvironment.value("NO_COLOR"))
        guard direct.map({ sk_setupterm($0, output) == 1 }) ?? false || sk_setupterm(nil, output) == 1 else {
            throw Unavailable(description: "the terminal type '\(term)' is unknown to terminfo (TERM=\(term))")
        }
        let depth = TerminalPalette.depth(terminfoColors: Int(sk_terminal_colors()))
        guard let strings = Self.terminfoStrings(depth: depth) else {
            throw Unavailable(description: "the terminal type '\(term)' cannot move the cursor (TERM=\(term))")
        }
        screenColors = ScreenColors(depth: depth, scheme: .terminal)
        largestSize = Self.windowSize(of: output)
        region = InlineRegion(strings: strings, screen: screenColors, width: largestSize.width)
        // The settings are the terminal's own, read where the region is
        // drawn: standard input may be a pipe (`cat list | tool`).
        var settings = termios()
        if tcgetattr(output, &settings) == 0 {
            original = settings
            settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
            // Return arrives as a carriage return, as in full screen.
            settings.c_iflag &= ~tcflag_t(IXON | IXOFF | ICRNL)
            withUnsafeMutableBytes(of: &settings.c_cc) { controls in
                controls[Int(VMIN)] = 1
                controls[Int(VTIME)] = 0
            }
            _ = tcsetattr(output, TCSANOW, &settings)
            programSettings = settings
            TerminalRescue.arm(
                settings: original!,
                restoreSequence: SynchronizedOutput.end + (sendsHyperlinks ? HyperlinkSequence.close : [])
                    + (readsKeys ? ExtendedKeys.disable : [])
                    + strings.resetAttributes + strings.showCursor + [0x0D, 0x0A],
                screen: output, keyboard: output)
        }
        TerminalFailureHook.restore = { TerminalRescue.restore() }
        region.startOnFreshLine()
        region.open(height: 1)
        flush()
        if readsKeys { write(ExtendedKeys.enable + SynchronizedOutput.query + KittyKeyboard.query) }
    }

    package func useSynchronizedOutput(_ use: Bool) {
        synchronized = use
    }

    package func useKittyKeyboard() -> Bool {
        guard !isFinished else { return false }
        if !kittyKeyboard {
            kittyKeyboard = true
            pushKittyKeyboard()
        }
        return true
    }

    package func copyToClipboard(_ text: String) {
        guard !isFinished else { return }
        write(TerminalClipboard.sequence(for: text))
    }

    private func pushKittyKeyboard() {
        write(KittyKeyboard.push)
        TerminalRescue.popsKittyKeyboard = true
    }

    /// Gives the shell its keyboard mode back, where the protocol is on;
    /// with `fence`, reads past what the terminal reported under it
    /// (`KittyKeyboardFence`), once the thread reading keys has stopped.
    private func popKittyKeyboard(fence: Bool) {
        guard TerminalRescue.popsKittyKeyboard else { return }
        TerminalRescue.popsKittyKeyboard = false
        write(KittyKeyboard.popBytes)
        if fence { KittyKeyboardFence.drain(input: 0) { write($0) } }
    }

    package func write(_ cell: Cell, at point: Point) {
        region.write(cell, at: point)
    }

    package func setCursor(_ position: Point?) {
        caret = position
        region.caret = position
    }

    package func writeHyperlinks(_ runs: [HyperlinkRun]) {
        guard sendsHyperlinks else { return }
        hyperlinks += runs
    }

    package func present() {
        for run in hyperlinks { region.write(run) }
        hyperlinks.removeAll()
        region.park()
        flush()
    }

    /// Takes or gives back rows for the views (the width is the window's).
    package func resize(to newSize: Size) {
        region.resize(toHeight: min(newSize.height, largestSize.height))
        // A caret the rows given back took is gone, as the renderer's is.
        if let caret, caret.y >= region.size.height { self.caret = nil }
        region.caret = caret
    }

    /// Blanks the region where the cursor left it, prints the lines waiting
    /// above it, reads the window's size and takes the rows again: after a
    /// window resize, which the terminal may have reflowed, and after
    /// printed lines. The next frame draws every cell.
    package func reset() {
        largestSize = Self.windowSize(of: output)
        let height = min(max(region.size.height, 1), largestSize.height)
        region.clear()
        if !above.isEmpty {
            region.print(above)
            above.removeAll(keepingCapacity: true)
        }
        region.open(height: height, width: largestSize.width)
        caret = nil
    }

    /// Keeps `lines` (whole ones, each ending in a line feed) to print above
    /// the region at the next `reset()`.
    package func printAbove(_ lines: some Sequence<UInt8>) {
        above += lines
    }

    /// Leaves the last frame where it is, with the cursor below it, and gives
    /// the terminal its settings back. Safe to call more than once.
    package func finish() {
        guard !isFinished else { return }
        isFinished = true
        region.close()
        // Lines no frame showed yet follow the last one rather than be lost.
        if !above.isEmpty {
            region.print(above)
            above.removeAll()
        }
        flush()
        popKittyKeyboard(fence: true)
        if readsKeys { write(ExtendedKeys.disable) }
        if var settings = original { _ = tcsetattr(output, TCSANOW, &settings) }
        TerminalFailureHook.restore = nil
        TerminalRescue.terminalRestored()
    }

    /// Gives the terminal to the shell for a while (Ctrl-Z): the last frame
    /// left where it is, the cursor below it and the settings as they were,
    /// until `resume()`.
    package func suspend() {
        region.close()
        flush()
        // The thread reading keys still runs: what comes is its to read.
        popKittyKeyboard(fence: false)
        if readsKeys { write(ExtendedKeys.disable) }
        if var settings = original { _ = tcsetattr(output, TCSANOW, &settings) }
    }

    /// Takes the terminal back after `suspend()`: keys unbuffered again; the
    /// next `reset()` takes the region afresh below what the shell printed.
    package func resume() {
        guard original != nil else { return }
        _ = tcsetattr(output, TCSANOW, &programSettings)
        if readsKeys { write(ExtendedKeys.enable) }
        if kittyKeyboard { pushKittyKeyboard() }
    }

    /// Writes what the region drew, at once, inside synchronized output
    /// where the terminal has it.
    private func flush() {
        var bytes = region.takeOutput()
        guard !bytes.isEmpty else { return }
        if synchronized { bytes = SynchronizedOutput.begin + bytes + SynchronizedOutput.end }
        write(bytes)
    }

    /// Writes `bytes` to the terminal whole.
    private func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// The window's size, or terminfo's (or 80 by 24) where it cannot say.
    private static func windowSize(of descriptor: Int32) -> Size {
        var window = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
            return Size(width: Int(window.ws_col), height: Int(window.ws_row))
        }
        let columns = Int(tigetnum("cols"))
        let lines = Int(tigetnum("lines"))
        return Size(width: columns > 0 ? columns : 80, height: lines > 0 ? lines : 24)
    }

    /// The terminal's strings from the terminfo entry loaded, or `nil` when
    /// it cannot move the cursor up and down; an attribute it lacks is left
    /// out, and a parameterized move it lacks is made of single steps.
    private static func terminfoStrings(depth: ColorDepth) -> TerminalStrings? {
        guard let up = moves("cuu", single: "cuu1"), let down = moves("cud", single: "cud1"),
            let forward = moves("cuf", single: "cuf1"), let carriageReturn = string("cr")
        else { return nil }
        var strings = TerminalStrings.ecma48(depth: depth)
        strings.up = up
        strings.down = down
        strings.forward = forward
        strings.carriageReturn = carriageReturn
        strings.foreground = parameterized("setaf") ?? { _ in [] }
        strings.background = parameterized("setab") ?? { _ in [] }
        strings.clearToEndOfLine = string("el") ?? strings.clearToEndOfLine
        strings.clearToEndOfScreen = string("ed") ?? strings.clearToEndOfScreen
        strings.hideCursor = string("civis") ?? []
        strings.showCursor = string("cnorm") ?? []
        strings.resetAttributes = string("sgr0") ?? []
        strings.bold = string("bold") ?? []
        strings.dim = string("dim") ?? []
        strings.reverse = string("rev") ?? []
        strings.underline = string("smul") ?? []
        strings.italic = string("sitm") ?? []
        strings.strikethrough = string("smxx") ?? []
        return strings
    }

    /// A string capability's bytes, or `nil` when the terminal has none.
    private static func string(_ name: String) -> [UInt8]? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return Array(String(cString: value).utf8)
    }

    /// A capability with one parameter, put in by terminfo's `tparm`.
    private static func parameterized(_ name: String) -> (@Sendable (Int) -> [UInt8])? {
        guard let template = string(name) else { return nil }
        return { parameter in
            let text = template + [0]
            return text.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { characters in
                    guard let result = sk_tparm1(characters.baseAddress, parameter) else { return [] }
                    return Array(String(cString: result).utf8)
                }
            }
        }
    }

    /// A move of any length: the parameterized capability, or its one-step
    /// form repeated.
    private static func moves(_ name: String, single: String) -> (@Sendable (Int) -> [UInt8])? {
        if let moves = parameterized(name) { return moves }
        guard let step = string(single) else { return nil }
        return { count in Array([[UInt8]](repeating: step, count: max(0, count)).joined()) }
    }
}
