/// OSC 8 hyperlinks: `ESC ] 8 ; ; URL ESC \` before characters makes them
/// open the URL where the terminal has hyperlinks (iTerm2, kitty, WezTerm,
/// foot, GNOME Terminal and the other VTE terminals, Windows Terminal,
/// tmux 3.4 and later), and `ESC ] 8 ; ; ESC \` ends the link. A terminal
/// without them reads the string to its end and ignores it; the Linux
/// console, which prints it, is never sent one.
enum HyperlinkSequence {
    /// The bytes that open a link to `url` for the characters that follow;
    /// `nil` for a URL a terminal would not take (empty, too long) or that
    /// holds a byte outside printable ASCII, which could end the string early.
    static func open(_ url: String) -> [UInt8]? {
        let count = url.utf8.count
        guard count > 0, count <= Hyperlinks.longestURL, url.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return nil
        }
        return Array("\u{1B}]8;;".utf8) + Array(url.utf8) + [0x1B, UInt8(ascii: "\\")]
    }

    /// The bytes that end the link open.
    static let close: [UInt8] = Array("\u{1B}]8;;\u{1B}\\".utf8)

    /// Whether a terminal of type `term` is sent links: any but the Linux
    /// console, whose parser prints an OSC string it does not know.
    static func isSent(toTerminal term: String) -> Bool {
        !(term == "linux" || term.hasPrefix("linux-") || term == "dumb")
    }
}
