import Dispatch
import Glibc
import StateKit
import Testing

extension EventLoopTests {
    @Test("a lone Esc becomes a key after the quiet delay; within one read it starts a sequence")
    func loneEscapeResolves() {
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 3))
        let app = Application(terminal: terminal, clock: MonotonicClock())
        app.setRoot(Text("keys"))
        var keys: [Key] = []
        app.onUnhandledKey = { key in
            if key == "q" { app.quit() } else { keys.append(key) }
        }
        // Reads 100 ms apart: far beyond the delay, so each Esc left at the end of
        // a read is resolved alone, and what follows it is read as plain keys.
        // Esc and a letter in one read are Alt with the letter; taken by no
        // view, they are the Esc and the letter.
        let input = feed(["\u{1B}", "x\u{1B}", "[A", "\u{1B}[A", "\u{1B}q"], closing: false)
        defer { close(input) }
        #expect(app.run(input: input) == .quit)
        #expect(keys == [.escape, "x", .escape, "[", "A", .up, .escape])
    }
}
