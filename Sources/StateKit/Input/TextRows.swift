/// Where the lines of a multi-line text fall at a width: each paragraph
/// broken at its spaces, as a `Text` is, a word no line holds broken at the
/// width. Every grapheme belongs to one row, the spaces a row ends at
/// included, so that a cursor position always has its row and column.
struct TextRows: Equatable {
    /// The graphemes of each row, as a range of the text's.
    let rows: [Range<Int>]

    init(_ characters: [Character], width: Int) {
        let width = max(1, width)
        var rows: [Range<Int>] = []
        var start = 0
        var column = 0
        /// Where the row could break last: after a space.
        var lastBreak: Int?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                rows.append(start..<index)
                start = index + 1
                column = 0
                lastBreak = nil
                index += 1
                continue
            }
            let columns = max(1, character.terminalWidth)
            if column + columns > width && character != " " && index > start {
                let end = lastBreak ?? index
                rows.append(start..<end)
                start = end
                column = characters[start..<index].reduce(0) { $0 + max(1, $1.terminalWidth) }
                lastBreak = nil
                continue
            }
            column += columns
            if character == " " { lastBreak = index + 1 }
            index += 1
        }
        rows.append(start..<characters.count)
        self.rows = rows
    }

    /// The row and column of the cursor before grapheme `index`: a cursor
    /// at the end of a row that wrapped stands at the start of the next.
    func position(of index: Int, in characters: [Character]) -> (row: Int, column: Int) {
        for (row, range) in rows.enumerated() {
            let isLast = row == rows.count - 1
            let endsParagraph = range.upperBound < characters.count && characters[range.upperBound] == "\n"
            if index < range.upperBound || (index == range.upperBound && (isLast || endsParagraph)) {
                let column = characters[range.lowerBound..<max(range.lowerBound, index)].reduce(0) {
                    $0 + max(1, $1.terminalWidth)
                }
                return (row, column)
            }
        }
        return (max(0, rows.count - 1), 0)
    }

    /// The grapheme index at `column` of `row`, or the row's end.
    func index(atRow row: Int, column: Int, in characters: [Character]) -> Int {
        let range = rows[max(0, min(row, rows.count - 1))]
        var used = 0
        for index in range {
            let columns = max(1, characters[index].terminalWidth)
            if used + columns > column { return index }
            used += columns
        }
        // Past the row's text: its end, before the space it wrapped at.
        let end = range.upperBound
        let wrapped = row < rows.count - 1 && end < characters.count && characters[end] != "\n"
        return wrapped && end > range.lowerBound && characters[end - 1] == " " ? end - 1 : end
    }
}
