/// Display width in terminal columns, from the Unicode Character Database
/// (never `String.count`): the table `Tests/Unicode/width_table.py` writes
/// (`CharacterWidthTable.swift`), which agrees with glibc's `wcwidth` on
/// every code point it can print, as ncurses, xterm, VTE and tmux measure.
/// East Asian wide and fullwidth characters and emoji shown as emoji by
/// default take two columns; combining marks, format characters and the
/// medial vowels and final consonants of decomposed Hangul none.
///
/// A grapheme is as wide as its first code point, as those terminals draw
/// it: an emoji's variation selector changes nothing (`❤️` is one column, as
/// `❤` is, and `⌚︎` two), and a keycap (`1️⃣`) is its digit's. A flag, a pair
/// of regional indicators, is two columns, one for each. (kitty, WezTerm and
/// iTerm2 draw `❤️` two columns wide: a terminal that does so shifts the rest
/// of its row by one.) A control character takes the one column of its
/// visible replacement (`VisibleControls.swift`); CR LF, one grapheme, takes
/// two.
extension Character {
    /// Columns this grapheme takes on a terminal.
    package var terminalWidth: Int {
        // One byte is one column, printable or a control's replacement; asked
        // first because `asciiValue` compares with CR LF and walks the scalars,
        // some 300 instructions a grapheme where a field measures every one it
        // shows at each key.
        if utf8.count == 1 { return 1 }
        // CR LF, the one grapheme of ASCII that is not one byte.
        if asciiValue != nil { return 2 }
        var scalars = unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        if Unicode.Scalar.isRegionalIndicator(first.value), let second = scalars.next(),
            Unicode.Scalar.isRegionalIndicator(second.value)
        {
            return 2
        }
        return first.terminalWidth
    }
}

extension Unicode.Scalar {
    /// Columns of this code point on its own.
    package var terminalWidth: Int {
        let value = value
        if value < 0x300 { return 1 }
        if Self.isBidirectionalControl(value) { return 1 }
        return Self.tableWidth(of: value)
    }

    /// Whether `value` is one of the 26 regional indicators, a flag's halves.
    static func isRegionalIndicator(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value)
    }

    /// The width `widthRuns` gives `value`: that of the run holding it, 1
    /// outside every run.
    static func tableWidth(of value: UInt32) -> Int {
        let key = UInt64(value) << 24
        var low = 0
        var high = widthRuns.count
        // The first run starting after `value`; the run before it may hold it.
        while low < high {
            let middle = (low + high) / 2
            if widthRuns[middle] & ~0xFF_FFFF <= key { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 1 }
        let run = widthRuns[low - 1]
        return UInt32(truncatingIfNeeded: run >> 2 & 0x3F_FFFF) >= value ? Int(run & 3) : 1
    }
}

extension StringProtocol {
    /// Columns this text takes on a terminal.
    package var terminalWidth: Int {
        // Printable ASCII, the common case, is one column a byte: no grapheme
        // breaking needed.
        var printableASCII = true
        for byte in utf8 where byte < 0x20 || byte >= 0x7F {
            printableASCII = false
            break
        }
        if printableASCII { return utf8.count }
        var total = 0
        for character in self { total += character.terminalWidth }
        return total
    }
}
