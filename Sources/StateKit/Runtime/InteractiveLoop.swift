import Glibc

/// How an interactive run ended.
public enum ExitReason: Equatable, Sendable {
    /// The program asked to quit.
    case quit
    /// A signal ended it (SIGINT, SIGTERM, SIGHUP).
    case signal(Int32)
    /// The terminal went away (end of input).
    case hangup

    /// The conventional exit status: 0, or 128 + the signal number.
    public var exitStatus: Int32 {
        switch self {
        case .quit: 0
        case .signal(let number): 128 + number
        case .hangup: 128 + SIGHUP
        }
    }
}

extension Application {
    /// Quiet time after which a lone Esc is a key of its own.
    static let escapeDelayMilliseconds: Int32 = 30

    /// Runs on a real terminal until quit, a signal or hangup. Blocks in `poll()`
    /// between events (no CPU while idle), drains all pending input before each
    /// frame, re-lays out on SIGWINCH, and restores the terminal before returning.
    public func runInteractive(on terminal: CursesTerminal, script: [InputEvent] = []) -> ExitReason {
        guard let signals = SignalPipe(signals: [SIGINT, SIGTERM, SIGHUP, SIGWINCH]) else {
            terminal.restore()
            return .signal(SIGTERM)
        }
        defer {
            terminal.restore()
            signals.close()
        }
        run(script: script)
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var exit: ExitReason?
        while exit == nil && !quitRequested {
            var fds = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, pollTimeout(escapePending: decoder.hasPendingInput))
            if ready < 0 {
                if errno == EINTR { continue }
                exit = .hangup
                break
            }
            var keys: [Key] = []
            if ready == 0 { decoder.flushPendingEscape(into: &keys) }
            if fds[1].revents & Int16(POLLIN) != 0 {
                for signal in signals.drain() {
                    if signal == SIGWINCH {
                        renderer.terminalResized()
                    } else if exit == nil {
                        exit = .signal(signal)
                    }
                }
            }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                if !readAvailable(into: &buffer, decoder: &decoder, keys: &keys) { exit = exit ?? .hangup }
            }
            if exit != nil { break }
            fireDueTimers()
            process(keys.map(InputEvent.key))
        }
        return exit ?? .quit
    }

    /// How long `poll()` may sleep: until the next timer is due, a short while to
    /// resolve a lone Esc, or for ever when nothing is pending.
    private func pollTimeout(escapePending: Bool) -> Int32 {
        var timeout: Int32 = escapePending ? Self.escapeDelayMilliseconds : -1
        if let deadline = nextTimerDeadline {
            let wait = max(.zero, deadline - clock.now)
            let milliseconds = Int32(
                clamping: wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000 + 1)
            timeout = timeout < 0 ? milliseconds : min(timeout, milliseconds)
        }
        return timeout
    }

    /// Reads everything stdin has ready; `false` at end of input.
    private func readAvailable(into buffer: inout [UInt8], decoder: inout KeyDecoder, keys: inout [Key]) -> Bool {
        while true {
            let count = read(0, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { return true }
            if count <= 0 { return false }
            decoder.decode(buffer[0..<count], into: &keys)
            var more = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
            if poll(&more, 1, 0) <= 0 || more[0].revents & Int16(POLLIN) == 0 { return true }
        }
    }
}
