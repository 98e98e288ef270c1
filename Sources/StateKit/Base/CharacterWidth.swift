/// Display width in terminal columns, from Unicode properties (never
/// `String.count`), agreeing with glibc's `wcwidth`, which ncurses and most
/// terminals use: East Asian wide and fullwidth characters and emoji shown as
/// emoji by default take two columns; combining marks and format characters
/// none. A grapheme is as wide as its first code point, as ncurses measures a
/// cell, so `❤️` (a text-default heart) and flags take one column. A control
/// character takes the one column of its visible replacement
/// (`VisibleControls.swift`); CR LF, one grapheme, takes two.
extension Character {
    /// Columns this grapheme takes on a terminal: those of its first code point.
    package var terminalWidth: Int {
        if let ascii = asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : (utf8.count == 2 ? 2 : 1) }
        guard let first = unicodeScalars.first else { return 0 }
        return first.terminalWidth
    }
}

extension Unicode.Scalar {
    /// Columns of this code point on its own.
    package var terminalWidth: Int {
        let value = value
        if value < 0x300 { return 1 }
        if Self.isBidirectionalControl(value) { return 1 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator: return 0
        default: break
        }
        if properties.isEmojiPresentation && !(0x1F1E6...0x1F1FF).contains(value) { return 2 }
        return Self.isEastAsianWide(value) ? 2 : 1
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]

    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
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
