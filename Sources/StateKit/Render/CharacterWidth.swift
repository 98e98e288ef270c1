/// Display width in terminal columns, from Unicode properties (never `String.count`):
/// East Asian wide and fullwidth characters and emoji take two columns, combining
/// marks and format characters none.
extension Character {
    public var terminalWidth: Int {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 0 }
        let value = first.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        let properties = first.properties
        if properties.isEmojiPresentation { return 2 }
        if (0x1F1E6...0x1F1FF).contains(value) { return 2 }
        if properties.isEmoji && scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if Self.isEastAsianWide(value) { return 2 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
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
    public var terminalWidth: Int {
        var total = 0
        for character in self { total += character.terminalWidth }
        return total
    }
}
