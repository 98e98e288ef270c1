import Testing

@testable import StateKit

// A paste longer than the decoder holds at once arrives in parts, each cut
// where a character starts: no part ends in half a UTF-8 sequence.

@Suite("Pastes over the size limit")
struct PasteLimitTests {
    @Test("a paste of multi-byte characters across the limit is cut at character boundaries, nothing lost")
    func cutAtCharacterBoundary() {
        // 3-byte characters after one ASCII byte: the limit falls inside one.
        let text = "a" + String(repeating: "山", count: KeyDecoder.pasteLimit / 3 + 5000)
        var decoder = KeyDecoder()
        var keys: [Key] = []
        let bytes = KeyDecoder.pasteStart + Array(text.utf8) + KeyDecoder.pasteEnd
        // Read by read, as a terminal hands them over.
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 4096)
            decoder.decode(bytes[start..<end], into: &keys)
            start = end
        }
        let parts = keys.compactMap { key -> String? in
            if case .paste(let part) = key { return part }
            return nil
        }
        #expect(parts.count == 2, "one part at the limit, the rest at the end marker")
        #expect(parts.allSatisfy { !$0.contains("\u{FFFD}") }, "no part holds a broken sequence")
        #expect(parts.joined() == text)
    }

    @Test("where the last sequence of a byte run starts")
    func lastCharacterStart() {
        let mountain = Array("山".utf8)
        #expect(KeyDecoder.lastCharacterStart(in: Array("ab".utf8)) == 2)
        #expect(KeyDecoder.lastCharacterStart(in: Array("a".utf8) + mountain) == 4)
        #expect(KeyDecoder.lastCharacterStart(in: Array("a".utf8) + mountain.prefix(2)) == 1)
        #expect(KeyDecoder.lastCharacterStart(in: Array("a".utf8) + mountain.prefix(1)) == 1)
        #expect(KeyDecoder.lastCharacterStart(in: Array("😀".utf8).prefix(3) + []) == 0)
    }
}
