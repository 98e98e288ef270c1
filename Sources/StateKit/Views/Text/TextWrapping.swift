extension Text {
    /// The same text broken into lines of at most `width` columns at its
    /// spaces, for the message of an alert, which SwiftUI wraps; a word
    /// longer than a line keeps a line of its own, cut when drawn.
    func wrapped(toWidth width: Int) -> Text {
        guard content.terminalWidth > width else { return self }
        var lines: [String] = []
        for paragraph in content.split(separator: "\n", omittingEmptySubsequences: false) {
            let wrapped = WordWrap.lines(of: paragraph, width: width)
            lines += wrapped.isEmpty ? [""] : wrapped
        }
        var copy = self
        copy.content = lines.joined(separator: "\n")
        return copy
    }
}
