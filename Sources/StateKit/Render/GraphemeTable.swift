import Synchronization

/// Numbers for the graphemes of more than one code point, so that a `Cell`
/// holds an integer whatever it shows. A grapheme of one code point is its own
/// number (below 0x110000); longer ones get numbers from 0x110000 up, in the
/// order they are first drawn. The table only grows, by the distinct clusters a
/// program shows.
enum GraphemeTable {
    private static let firstClusterGlyph: UInt32 = 0x11_0000

    private struct Clusters {
        var numbers: [String: UInt32] = [:]
        var strings: [String] = []
    }

    private static let clusters = Mutex(Clusters())

    static func glyph(for character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        if let first = iterator.next(), iterator.next() == nil { return first.value }
        let string = String(character)
        return clusters.withLock { table in
            if let known = table.numbers[string] { return known }
            let number = firstClusterGlyph + UInt32(table.strings.count)
            table.numbers[string] = number
            table.strings.append(string)
            return number
        }
    }

    static func scalar(for glyph: UInt32) -> Unicode.Scalar? {
        glyph < firstClusterGlyph ? Unicode.Scalar(glyph) : nil
    }

    static func character(for glyph: UInt32) -> Character {
        if glyph < firstClusterGlyph, let scalar = Unicode.Scalar(glyph) { return Character(scalar) }
        return Character(cluster(glyph))
    }

    static func scalars(for glyph: UInt32) -> [Unicode.Scalar] {
        if glyph < firstClusterGlyph, let scalar = Unicode.Scalar(glyph) { return [scalar] }
        return Array(cluster(glyph).unicodeScalars)
    }

    private static func cluster(_ glyph: UInt32) -> String {
        clusters.withLock { table in
            let index = Int(glyph - firstClusterGlyph)
            return index < table.strings.count ? table.strings[index] : "\u{FFFD}"
        }
    }
}
