/// Control characters in data are shown, never obeyed and never dropped: a
/// carriage return or an escape inside a name would otherwise move the cursor
/// or retitle the terminal, and a right-to-left override would reorder what
/// follows it, hiding what the data holds. Each is drawn as one visible glyph
/// a column wide: a C0 control or DEL as its picture from Unicode's Control
/// Pictures block (`␍`, `␛`, `␡`), a C1 control or a bidirectional embedding,
/// override or isolate as the replacement character `�`.
extension Unicode.Scalar {
    /// The glyph drawn in place of this code point, `nil` for one drawn as itself.
    package var visibleReplacement: Unicode.Scalar? {
        let value = value
        if value < 0x20 { return Unicode.Scalar(0x2400 + value) }
        if value < 0x7F { return nil }
        if value == 0x7F { return "\u{2421}" }
        if value < 0xA0 { return "\u{FFFD}" }
        return Self.isBidirectionalControl(value) ? "\u{FFFD}" : nil
    }

    /// The embeddings and overrides (U+202A to U+202E) and the isolates
    /// (U+2066 to U+2069), which reorder the text around them.
    static func isBidirectionalControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}

extension Character {
    /// The glyph drawn for this grapheme when it is a control character (each
    /// is a grapheme of its own, but for CR LF, drawn as its line feed's
    /// picture after its carriage return's by the buffer); `nil` otherwise.
    var visibleReplacement: Character? {
        guard let first = unicodeScalars.first, let replacement = first.visibleReplacement else { return nil }
        return Character(replacement)
    }
}

extension StringProtocol {
    /// The text with each control character in its visible form: for messages
    /// that echo outside strings (a terminal type, a path, an argument), so that
    /// printing them cannot send the terminal an escape sequence. Line feeds and
    /// tabs are kept, as a message's own layout.
    package var withVisibleControls: String {
        var result = ""
        result.unicodeScalars.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if scalar == "\n" || scalar == "\t" {
                result.unicodeScalars.append(scalar)
            } else {
                result.unicodeScalars.append(scalar.visibleReplacement ?? scalar)
            }
        }
        return result
    }
}
