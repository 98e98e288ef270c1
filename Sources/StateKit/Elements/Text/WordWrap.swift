/// Breaking text into lines at its spaces.
enum WordWrap {
    /// `text`'s words on as many lines of at most `width` columns as they
    /// need; a word wider than that has a line of its own, cut where drawn.
    /// No line for text without words.
    /// With `breakingLongWords`, such a word is broken at `width` columns
    /// instead, as SwiftUI breaks a word no line can hold; a wide glyph that
    /// would straddle the edge starts the next line.
    ///
    /// One pass: each character is measured once and copied once, so a word
    /// of 100,000 characters without a space (a paragraph of CJK text) costs
    /// what its length does, not its length times its lines.
    static func lines(of text: some StringProtocol, width: Int, breakingLongWords: Bool = false) -> [String] {
        var visits = 0
        return lines(of: text, width: width, breakingLongWords: breakingLongWords, visits: &visits)
    }

    /// The same lines, counting in `visits` the bytes of the characters
    /// measured: at most twice the text's length in UTF-8, whatever its words.
    static func lines(
        of text: some StringProtocol, width: Int, breakingLongWords: Bool = false, visits: inout Int
    ) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ") {
            let wordWidth = word.terminalWidth
            visits += word.utf8.count
            if breakingLongWords, width > 0, wordWidth > width {
                if !line.isEmpty { lines.append(line) }
                line = ""
                lineWidth = 0
                for character in word {
                    visits += character.utf8.count
                    let columns = character.terminalWidth
                    if lineWidth + columns > width && lineWidth > 0 {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += columns
                }
                // What is left of the word is the start of the next line.
                continue
            }
            if line.isEmpty {
                line = String(word)
                lineWidth = wordWidth
            } else if lineWidth + 1 + wordWidth <= width {
                line += " "
                line += word
                lineWidth += 1 + wordWidth
            } else {
                lines.append(line)
                line = String(word)
                lineWidth = wordWidth
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
