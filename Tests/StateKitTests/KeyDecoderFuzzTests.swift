import StateKit
import TestSupport
import Testing

@Suite("Hostile input to the key decoder")
struct KeyDecoderFuzzTests {
    /// Keys that decode one way only, with their bytes, and garbage that is
    /// dropped whole without touching what follows.
    private static let keys: [(bytes: [UInt8], key: Key)] = [
        ([0x2B], "+"), ([0x2D], "-"), ([0x61], "a"), ([0x20], " "), ([0x7E], "~"), ([0x5B], "["),
        ([0x09], .tab), ([0x0D], .enter), ([0x0A], .enter), ([0x7F], .backspace), ([0x08], .backspace),
        (Array("é".utf8), "é"), (Array("山".utf8), "山"), (Array("😀".utf8), "😀"),
        ([0x1B, 0x5B, 0x41], .up), ([0x1B, 0x5B, 0x42], .down), ([0x1B, 0x4F, 0x43], .right),
        ([0x1B, 0x5B, 0x44], .left), ([0x1B, 0x5B, 0x5A], .backTab), ([0x1B, 0x5B, 0x33, 0x7E], .delete),
        ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x48], .modified(.home, .control)), ([0x1B, 0x5B, 0x36, 0x7E], .pageDown),
        ([0x1B, 0x5B, 0x31, 0x3B, 0x33, 0x44], .modified(.left, .alt)), ([0x01], .control("a")),
        ([0x17], .control("w")), ([0x1B, 0x62], .modified("b", .alt)), ([0x1B, 0x7F], .modified(.backspace, .alt)),
        (Array("\u{1B}[200~pasted 山 text\u{1B}[201~".utf8), .paste("pasted 山 text")),
    ]
    private static let garbage: [[UInt8]] = [
        [0x00], [0x1C], [0x1F], [0x80], [0xBF], [0xF5], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80],
        [0x1B, 0x5B, 0x39, 0x39, 0x71], [0x1B, 0x5B, 0x32, 0x39, 0x39, 0x7E], [0x1B, 0x4F, 0x78],
    ]

    /// Whether a byte after an Esc makes one key with it: Alt with a printable
    /// key, Backspace, Enter or a control letter, or a sequence.
    private static func joinsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20...0x7F, 0x08, 0x0D: true
        case 0x01...0x1A: byte != 0x09 && byte != 0x0A
        default: false
        }
    }

    @Test("1,000,000 bytes of keys and garbage: exactly the keys, however the reads split them")
    func decodesKeysAmidGarbage() {
        var random = SeededGenerator(seed: Randomized.seed)
        var bytes: [UInt8] = []
        var expected: [Key] = []
        let total = Randomized.count(1_000_000, soak: 10_000_000)
        bytes.reserveCapacity(total + 8)
        var escapePending = false
        while bytes.count < total {
            if Int.random(in: 0..<4, using: &random) == 0 {
                bytes += Self.garbage[Int.random(in: 0..<Self.garbage.count, using: &random)]
                escapePending = false
            } else if !escapePending && Int.random(in: 0..<20, using: &random) == 0 {
                // A lone Esc, followed by anything it would not join (an
                // Alt combination, a sequence): a key of its own.
                bytes.append(0x1B)
                expected.append(.escape)
                escapePending = true
            } else {
                let key = Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)]
                if escapePending && Self.joinsEscape(key.bytes[0]) { continue }
                bytes += key.bytes
                expected.append(key.key)
                escapePending = false
            }
        }
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for read in HostileBytes.reads(of: bytes, using: &random) { decoder.decode(read, into: &keys) }
        decoder.flushPendingEscape(into: &keys)
        #expect(!decoder.hasPendingInput)
        #expect(keys.count == expected.count, "seed \(Randomized.seed)")
        #expect(keys == expected, "seed \(Randomized.seed)")
    }

    @Test("1,000,000 hostile bytes: no crash, every byte consumed, the same keys whatever the reads")
    func survivesHostileBytes() {
        var random = SeededGenerator(seed: Randomized.seed &+ 7)
        let bytes = HostileBytes.stream(count: Randomized.count(1_000_000, soak: 10_000_000), using: &random)
        var whole = KeyDecoder()
        var expected: [Key] = []
        whole.decode(bytes, into: &expected)
        whole.flushPendingEscape(into: &expected)
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for read in HostileBytes.reads(of: bytes, using: &random) {
            decoder.decode(read, into: &keys)
        }
        // Nothing is left once the quiet delay resolves what is pending.
        decoder.flushPendingEscape(into: &keys)
        #expect(!decoder.hasPendingInput)
        #expect(keys == expected, "seed \(Randomized.seed)")
    }

    @Test("an unfinished sequence is held to a bounded length, then dropped")
    func boundedPending() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        decoder.decode([0x1B, 0x5B] + Array(repeating: 0x3B, count: 10_000) + [0x2B], into: &keys)
        #expect(keys.last == "+")
        #expect(!decoder.hasPendingInput)
        decoder.decode([0xF0, 0x9F, 0x98], into: &keys)
        #expect(decoder.hasPendingInput)
        decoder.decode([0x80, 0x2D], into: &keys)
        #expect(keys.suffix(2) == ["😀", "-"])
    }
}
