/// The runs of backticks in a text, found once, so that each code span's
/// closing run is found without scanning again: a cursor per run length
/// only moves on, and the whole costs the text's length.
struct BacktickRuns {
    /// Where runs of each length start, in order.
    private var starts: [Int: [Int]] = [:]
    /// For each length, how many of its runs lie behind the last question.
    private var cursors: [Int: Int] = [:]

    /// The runs of `bytes`; backticks an interpolation gave are no run's.
    init(_ bytes: [UInt8], literal: [Range<Int>]) {
        var index = 0
        var literalIndex = 0
        while index < bytes.count {
            while literalIndex < literal.count, literal[literalIndex].upperBound <= index { literalIndex += 1 }
            let inLiteral = literalIndex < literal.count && literal[literalIndex].contains(index)
            guard bytes[index] == UInt8(ascii: "`"), !inLiteral else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, bytes[end] == UInt8(ascii: "`"),
                !(literalIndex < literal.count && literal[literalIndex].contains(end))
            {
                end += 1
            }
            starts[end - index, default: []].append(index)
            index = end
        }
    }

    /// Where the first run of `length` backticks after `offset` starts.
    /// Asked with offsets that never decrease.
    mutating func closing(length: Int, after offset: Int) -> Int? {
        guard let runs = starts[length] else { return nil }
        var cursor = cursors[length, default: 0]
        while cursor < runs.count, runs[cursor] <= offset { cursor += 1 }
        cursors[length] = cursor
        return cursor < runs.count ? runs[cursor] : nil
    }
}
