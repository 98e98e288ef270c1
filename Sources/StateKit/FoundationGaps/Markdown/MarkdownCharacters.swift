/// What inline Markdown's rules ask of single characters and short scans.
enum MarkdownCharacters {
    /// Whether a run of delimiters can open (left-flanking) or close
    /// (right-flanking) emphasis, by the characters on either side, with
    /// whether those are punctuation, as `_` asks.
    struct Flanking {
        var left: Bool
        var right: Bool
        var punctuationBefore: Bool
        var punctuationAfter: Bool
    }

    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }

    /// The flanking of the delimiter run at `run`: the start and end of the
    /// text count as whitespace.
    static func flanking(_ bytes: [UInt8], run: Range<Int>) -> Flanking {
        let before = scalar(endingAt: run.lowerBound, in: bytes)
        let after = scalar(startingAt: run.upperBound, in: bytes)
        let spaceBefore = before.map(isWhitespace) ?? true
        let spaceAfter = after.map(isWhitespace) ?? true
        let punctuationBefore = before.map(isPunctuation) ?? false
        let punctuationAfter = after.map(isPunctuation) ?? false
        return Flanking(
            left: !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore),
            right: !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter),
            punctuationBefore: punctuationBefore, punctuationAfter: punctuationAfter)
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

    /// Punctuation or a symbol, as CommonMark counts them.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIPunctuation(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default: return false
        }
    }

    /// The character whose UTF-8 ends just before `index`.
    static func scalar(endingAt index: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard index > 0 else { return nil }
        var start = index - 1
        while start > 0, index - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars.first
    }

    /// The character whose UTF-8 starts at `index`.
    static func scalar(startingAt index: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        return String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars.first
    }

    /// Whether `byte` ends a link destination written without `<>`: a space,
    /// a control character or a parenthesis.
    static func endsDestination(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
    }

    /// Whether `byte` ends a destination written in `<>`: its `>`, a line
    /// break, or a `<`.
    static func endsAngleDestination(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\n")
    }

    /// Where the autolink starting with the `<` at `index` ends (just past
    /// its `>`): a scheme of 2 to 32 letters, digits, `+`, `.` or `-`
    /// starting with a letter, a colon, and no space, `<` or `>` after.
    static func autolinkEnd(_ bytes: [UInt8], from index: Int) -> Int? {
        var cursor = index + 1
        let schemeStart = cursor
        while cursor < bytes.count, cursor - schemeStart <= 32 {
            let byte = bytes[cursor]
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let isSchemeByte =
                isLetter || (cursor > schemeStart && ((0x30...0x39).contains(byte) || "+.-".utf8.contains(byte)))
            guard isSchemeByte else { break }
            cursor += 1
        }
        guard (2...32).contains(cursor - schemeStart), cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else {
            return nil
        }
        while cursor < bytes.count, bytes[cursor] > 0x20, bytes[cursor] != UInt8(ascii: "<"),
            bytes[cursor] != UInt8(ascii: ">")
        {
            cursor += 1
        }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ">") else { return nil }
        return cursor + 1
    }

    /// The names of the character references read, as HTML names them.
    static let namedReferences: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "\u{A9}",
        "reg": "\u{AE}", "hellip": "\u{2026}", "mdash": "\u{2014}", "ndash": "\u{2013}", "trade": "\u{2122}",
    ]

    /// The character the reference at `index` (an `&`) names, and where it
    /// ends, past its `;`: a name above, or a decimal or hexadecimal number
    /// of a valid character. Scans at most 32 bytes.
    static func reference(_ bytes: [UInt8], from index: Int) -> (Unicode.Scalar, end: Int)? {
        let limit = min(bytes.count, index + 33)
        guard let semicolon = bytes[index..<limit].firstIndex(of: UInt8(ascii: ";")), semicolon > index + 1 else {
            return nil
        }
        let body = String(decoding: bytes[index + 1..<semicolon], as: UTF8.self)
        if body.hasPrefix("#") {
            var digits = body.dropFirst()
            let hex = digits.first == "x" || digits.first == "X"
            if hex { digits = digits.dropFirst() }
            // One to seven decimal digits or one to six hexadecimal ones, and
            // nothing else: no sign, as CommonMark reads them.
            guard (1...(hex ? 6 : 7)).contains(digits.count),
                digits.allSatisfy({ hex ? $0.isHexDigit : ("0"..."9").contains($0) }),
                let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value), value != 0
            else { return nil }
            return (scalar, semicolon + 1)
        }
        return namedReferences[body].map { ($0, semicolon + 1) }
    }

    /// The first of `ranges` (in order, apart) that ends after `offset`.
    static func firstRange(in ranges: [Range<Int>], endingAfter offset: Int) -> Range<Int>? {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count ? ranges[low] : nil
    }
}
