/// Breaking text into lines at its spaces.
enum WordWrap {
    /// `text`'s words on as many lines of at most `width` columns as they
    /// need; a word wider than that has a line of its own, cut where drawn.
    /// No line for text without words.
    static func lines(of text: some StringProtocol, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.terminalWidth + 1 + word.terminalWidth <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
