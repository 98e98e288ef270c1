import StateKit
import Testing

/// F1 to F12 as terminals send them: F1 to F4 as SS3 (`ESC O P`…`S`, xterm's
/// and tmux's), as `ESC [ 11~`…`14~` (rxvt's and the VT220's), or with
/// modifiers after `ESC [`; F5 to F12 as `ESC [ n~`.
@MainActor
@Suite("Function keys")
struct FunctionKeyTests {
    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        decoder.decode(Array(text.utf8), into: &keys)
        return keys
    }

    @Test("F1 to F4 as SS3 sequences")
    func ss3() {
        #expect(decode("\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS") == [.function(1), .function(2), .function(3), .function(4)])
    }

    @Test("F1 to F4 as ESC [ 11~ to 14~")
    func vt() {
        #expect(
            decode("\u{1B}[11~\u{1B}[12~\u{1B}[13~\u{1B}[14~") == [
                .function(1), .function(2), .function(3), .function(4),
            ])
    }

    @Test("F1 to F12 in one read, each one key")
    func all() {
        let sequences = [
            "\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~", "\u{1B}[19~",
            "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~",
        ]
        #expect(decode(sequences.joined()) == (1...12).map { .function($0) })
    }

    @Test("a shortcut on F2 runs, in a running app")
    func shortcut() {
        struct Pane: View {
            @State private var presses = 0
            var body: some View {
                Text("F2 pressed \(presses) times")
                    .onKeyPress(.function(2)) { presses += 1 }
            }
        }
        let (app, terminal) = makeApp(Pane())
        var decoder = KeyDecoder()
        var keys: [Key] = []
        decoder.decode(Array("\u{1B}OQ".utf8), into: &keys)
        app.process(keys.map { .key($0) })
        #expect(terminal.lines.contains { $0.contains("F2 pressed 1 times") })
    }
}
