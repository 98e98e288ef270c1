import Synchronization

/// Numbers for the graphemes of more than one code point, so that a `Cell`
/// holds an integer whatever it shows. A grapheme of one code point is its own
/// number (below 0x110000); longer ones get numbers from 0x110000 up, in the
/// order they are first drawn. The table only grows, by the distinct clusters a
/// program shows, and at most to `capacity`: past it (hostile input pasted into
/// a field can invent clusters without end) a new cluster shows as U+FFFD.
final class GraphemeTable: Sendable {
    /// The table cells use.
    static let shared = GraphemeTable(capacity: 1 << 16)

    private static let firstClusterGlyph: UInt32 = 0x11_0000
    private static let replacement = UInt32(0xFFFD)

    private struct Clusters {
        var numbers: [String: UInt32] = [:]
        var strings: [String] = []
    }

    let capacity: Int
    private let clusters = Mutex(Clusters())

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Clusters numbered so far.
    var count: Int { clusters.withLock { $0.strings.count } }

    func glyph(for character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        if let first = iterator.next(), iterator.next() == nil { return first.value }
        let string = String(character)
        return clusters.withLock { table in
            if let known = table.numbers[string] { return known }
            guard table.strings.count < capacity else { return Self.replacement }
            let number = Self.firstClusterGlyph + UInt32(table.strings.count)
            table.numbers[string] = number
            table.strings.append(string)
            return number
        }
    }

    func scalar(for glyph: UInt32) -> Unicode.Scalar? {
        glyph < Self.firstClusterGlyph ? Unicode.Scalar(glyph) : nil
    }

    func character(for glyph: UInt32) -> Character {
        if let scalar = scalar(for: glyph) { return Character(scalar) }
        return Character(cluster(glyph))
    }

    func scalars(for glyph: UInt32) -> [Unicode.Scalar] {
        if let scalar = scalar(for: glyph) { return [scalar] }
        return Array(cluster(glyph).unicodeScalars)
    }

    private func cluster(_ glyph: UInt32) -> String {
        clusters.withLock { table in
            let index = Int(glyph - Self.firstClusterGlyph)
            return index < table.strings.count ? table.strings[index] : "\u{FFFD}"
        }
    }
}
