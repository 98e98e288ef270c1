/// Breaking text into lines at its spaces.
enum WordWrap {
    /// `text`'s words on as many lines of at most `width` columns as they
    /// need; a word wider than that has a line of its own, cut where drawn.
    /// No line for text without words.
    /// With `breakingLongWords`, such a word is broken at `width` columns
    /// instead, as SwiftUI breaks a word no line can hold.
    static func lines(of text: some StringProtocol, width: Int, breakingLongWords: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        for whole in text.split(separator: " ") {
            var word = String(whole)
            if breakingLongWords, width > 0 {
                while word.terminalWidth > width {
                    if !line.isEmpty {
                        lines.append(line)
                        line = ""
                    }
                    var head = ""
                    var used = 0
                    for character in word {
                        let columns = character.terminalWidth
                        if used + columns > width { break }
                        head.append(character)
                        used += columns
                    }
                    guard !head.isEmpty else { break }
                    lines.append(head)
                    word = String(word.dropFirst(head.count))
                }
                if word.isEmpty { continue }
            }
            if line.isEmpty {
                line = word
            } else if line.terminalWidth + 1 + word.terminalWidth <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
