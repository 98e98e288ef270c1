/// OSC 8 hyperlinks: `ESC ] 8 ; ; URL ESC \` before characters makes them
/// open the URL where the terminal has hyperlinks (iTerm2, kitty, WezTerm,
/// foot, GNOME Terminal and the other VTE terminals, Windows Terminal,
/// tmux 3.4 and later), and `ESC ] 8 ; ; ESC \` ends the link. A terminal
/// without them reads the string to its end and ignores it; the Linux
/// console, which prints it, is never sent one.
enum HyperlinkSequence {
    /// The longest URL sent: VTE's limit, which the others exceed.
    static let longestURL = 2083

    /// The bytes that open a link to `url` for the characters that follow;
    /// `nil` for a URL a terminal would not take (empty, too long) or that
    /// holds a byte outside printable ASCII, which could end the string early.
    static func open(_ url: String) -> [UInt8]? {
        let bytes = Array(url.utf8)
        guard !bytes.isEmpty, bytes.count <= longestURL, bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return nil
        }
        return Array("\u{1B}]8;;".utf8) + bytes + [0x1B, UInt8(ascii: "\\")]
    }

    /// The bytes that end the link open.
    static let close: [UInt8] = Array("\u{1B}]8;;\u{1B}\\".utf8)

    /// Whether a terminal of type `term` is sent links: any but the Linux
    /// console, whose parser prints an OSC string it does not know.
    static func isSent(toTerminal term: String) -> Bool {
        !(term == "linux" || term.hasPrefix("linux-") || term == "dumb")
    }

    /// The bytes that draw `runs` again where they are, each inside its link
    /// or none, drawn with `pen`: the cursor and attributes saved first
    /// (DECSC) and restored after (DECRC), so that whoever drew the screen
    /// (ncurses) finds the terminal as it left it. The last cell of a screen
    /// of `size` is never written, as ncurses never writes it: the screen
    /// would scroll.
    @MainActor
    static func redrawing(_ runs: [HyperlinkRun], with pen: inout CellPen, onScreenOf size: Size) -> [UInt8] {
        var bytes: [UInt8] = [0x1B, UInt8(ascii: "7")]
        // What ncurses left set is not known.
        pen.reset(into: &bytes)
        for run in runs where run.origin.y < size.height {
            let open = run.url.flatMap(HyperlinkSequence.open)
            bytes += Array("\u{1B}[\(run.origin.y + 1);\(run.origin.x + 1)H".utf8)
            if let open { bytes += open }
            var x = run.origin.x
            for cell in run.cells {
                let width = max(1, Int(cell.width))
                if x + width > size.width || (run.origin.y == size.height - 1 && x + width == size.width) { break }
                pen.take(cell.style, cell.colors, into: &bytes)
                if let scalar = cell.scalar, scalar.isASCII {
                    bytes.append(UInt8(truncatingIfNeeded: scalar.value))
                } else {
                    bytes += Array(String(cell.character).utf8)
                }
                x += width
            }
            if open != nil { bytes += HyperlinkSequence.close }
        }
        return bytes + [0x1B, UInt8(ascii: "8")]
    }
}
