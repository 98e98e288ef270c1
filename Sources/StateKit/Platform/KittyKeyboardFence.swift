import Glibc

/// What a terminal reported under the kitty keyboard protocol may still be on
/// its way once the protocol is popped: the release of the key that ended
/// the program, sent before the terminal read the pop, would reach the shell
/// as text (`113;1:3u`), over a slow connection above all. The fence asks the
/// terminal a question after the pop and reads until its answer, dropping
/// what comes before it: a terminal answers in order, so whatever it sent
/// under the protocol comes first. Typed-ahead keys of the same moment go
/// with it, a fair price for a clean prompt. A terminal that never answers
/// costs at most `timeout`.
enum KittyKeyboardFence {
    /// How long to wait for the answer.
    static let timeout: Duration = .milliseconds(250)

    /// Asks (through `write`) and reads `input` until the answer, `ESC [ ? flags u`.
    static func drain(input: Int32, write: ([UInt8]) -> Void) {
        write(KittyKeyboard.query)
        let deadline = MonotonicTime.now + timeout
        var matcher = AnswerMatcher()
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let left = deadline - MonotonicTime.now
            guard left > .zero else { return }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(
                left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            let ready = poll(&descriptor, 1, max(1, milliseconds))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return }
            let count = read(input, &buffer, buffer.count)
            guard count > 0 else { return }
            for byte in buffer[0..<count] where matcher.take(byte) { return }
        }
    }

    /// Finds `ESC [ ? digits u` in bytes given one at a time.
    struct AnswerMatcher {
        /// How much of the answer the bytes so far end with: nothing, Esc,
        /// `[`, `?`, then digits.
        private var matched = 0

        /// Whether `byte` completes the answer.
        mutating func take(_ byte: UInt8) -> Bool {
            switch (matched, byte) {
            case (_, 0x1B): matched = 1
            case (1, UInt8(ascii: "[")): matched = 2
            case (2, UInt8(ascii: "?")): matched = 3
            case (3...4, UInt8(ascii: "0")...UInt8(ascii: "9")): matched = 4
            case (3...4, UInt8(ascii: "u")): return true
            default: matched = 0
            }
            return false
        }
    }
}
