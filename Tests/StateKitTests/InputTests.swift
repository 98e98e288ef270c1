import StateKit
import Testing

@Suite("Key decoding and key scripts")
struct InputTests {
    private func decode(_ chunks: [[UInt8]]) -> [Key] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for chunk in chunks { decoder.decode(chunk, into: &keys) }
        return keys
    }

    @Test("text, control keys and escape sequences")
    func decodesKeys() {
        let bytes: [UInt8] =
            Array("a+\t\r".utf8) + [0x7F, 0x1B, 0x5B, 0x41, 0x1B, 0x4F, 0x42, 0x1B, 0x5B, 0x5A, 0x1B, 0x5B, 0x33, 0x7E]
        #expect(decode([bytes]) == ["a", "+", .tab, .enter, .backspace, .up, .down, .backTab, .delete])
    }

    @Test("UTF-8 and sequences split across reads")
    func decodesSplitInput() {
        let bytes = Array("é山😀".utf8) + [0x1B, 0x5B, 0x43]
        let oneByOne = bytes.map { [$0] }
        #expect(decode(oneByOne) == ["é", "山", "😀", .right])
    }

    @Test("invalid UTF-8 and unknown sequences are dropped")
    func dropsGarbage() {
        let bytes: [UInt8] = [0xFF, 0x61, 0xC3, 0x28, 0x1B, 0x5B, 0x39, 0x39, 0x71, 0x62, 0x00]
        #expect(decode([bytes]) == ["a", "(", "b"])
    }

    @Test("a lone Esc waits, then resolves")
    func loneEscape() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        decoder.decode([0x1B], into: &keys)
        #expect(keys.isEmpty)
        #expect(decoder.hasPendingInput)
        decoder.flushPendingEscape(into: &keys)
        #expect(keys == [.escape])
        #expect(!decoder.hasPendingInput)
    }

    @Test("key scripts name keys in angle brackets")
    func parsesScripts() throws {
        let events = try KeyScript.parse(
            "+a<tab><s-tab><enter><esc><space><bs><up><down><left><right><lt><tick><tick:250ms><resize:100x30>")
        #expect(
            events == [
                .key("+"), .key("a"), .key(.tab), .key(.backTab), .key(.enter), .key(.escape), .key(" "),
                .key(.backspace), .key(.up), .key(.down), .key(.left), .key(.right), .key("<"),
                .tick(.seconds(1)), .tick(.milliseconds(250)), .resize(Size(width: 100, height: 30)),
            ])
    }

    @Test(
        "bad scripts say what is wrong",
        arguments: [
            ("<nope>", "unknown key <nope>"), ("ab<tab", "unclosed '<'"),
            ("<tick:fast>", "bad duration"), ("<resize:0x3>", "bad size"),
        ])
    func rejectsBadScripts(script: String, message: String) {
        #expect {
            try KeyScript.parse(script)
        } throws: { error in
            String(describing: error).contains(message)
        }
    }
}
