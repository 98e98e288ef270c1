import CMainQueue
import Glibc

/// How an interactive run ended.
package enum ExitReason: Equatable, Sendable {
    /// The program asked to quit.
    case quit
    /// A signal ended it (SIGINT, SIGTERM, SIGHUP).
    case signal(Int32)
    /// The terminal went away (end of input).
    case hangup

    /// The conventional exit status: 0, or 128 + the signal number.
    package var exitStatus: Int32 {
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

    /// Runs on a real terminal until quit, a signal or hangup, and restores the
    /// terminal before returning. SIGWINCH re-lays out; SIGINT, SIGTERM and
    /// SIGHUP end the run.
    package func runInteractive(on terminal: CursesTerminal, script: [InputEvent] = []) -> ExitReason {
        guard let signals = SignalPipe(signals: [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP]) else {
            terminal.restore()
            return .signal(SIGTERM)
        }
        defer {
            terminal.restore()
            signals.close()
        }
        if ProcessInfo.processInfo.environment["STATEKIT_INSPECT"] == "1" { showsInspector = true }
        return run(input: 0, signals: signals, script: script) { [unowned self] in
            terminal.suspend()
            signals.stopUntilContinued()
            terminal.resume()
            // The window may have changed meanwhile: size, then every cell again.
            terminalResized()
        }
    }

    /// The event loop: plays `script`, then reads keys from `input` (a terminal,
    /// or a pipe) until quit or end of input. It blocks in `poll()` between
    /// events (no CPU while idle) and wakes for input, signals, the next timer and
    /// work queued on the main actor (a `Task { @MainActor in ... }` started by
    /// an action runs here). All pending input is handled before each frame.
    /// `suspend` runs on SIGTSTP (Ctrl-Z): it gives the terminal to the shell,
    /// stops the process and returns once it is continued.
    package func run(
        input: Int32, signals: SignalPipe? = nil, script: [InputEvent] = [], suspend: (@MainActor () -> Void)? = nil
    ) -> ExitReason {
        run(script: script)
        let mainQueue = sk_main_queue_descriptor()
        sk_drain_main_queue(mainQueue)
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var exit: ExitReason?
        /// When the pending Esc (or unfinished sequence) arrived.
        var pendingSince: Duration?
        // Made once and reused: each keypress goes around this loop.
        var fds = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: mainQueue, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals?.readEnd ?? -1, events: Int16(POLLIN), revents: 0),
        ]
        var keys: [Key] = []
        var events: [InputEvent] = []
        while exit == nil && !quitRequested {
            for index in fds.indices { fds[index].revents = 0 }
            let ready = poll(&fds, nfds_t(fds.count), pollTimeout(escapePending: decoder.hasPendingInput))
            if ready < 0 {
                if errno == EINTR { continue }
                exit = .hangup
                break
            }
            keys.removeAll(keepingCapacity: true)
            // A timer may end the wait early: an Esc is a key of its own only once
            // the delay has passed since it came.
            if ready == 0, let since = pendingSince,
                clock.now - since >= .milliseconds(Int64(Self.escapeDelayMilliseconds))
            {
                decoder.flushPendingEscape(into: &keys)
            }
            if fds[2].revents & Int16(POLLIN) != 0, let signals {
                for signal in signals.drain() {
                    if signal == SIGWINCH {
                        terminalResized()
                    } else if signal == SIGTSTP {
                        suspend?()
                    } else if exit == nil {
                        exit = .signal(signal)
                    }
                }
            }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                if !readAvailable(from: input, into: &buffer, decoder: &decoder, keys: &keys) { exit = exit ?? .hangup }
            }
            if exit != nil { break }
            pendingSince = decoder.hasPendingInput ? (pendingSince ?? clock.now) : nil
            if fds[1].revents & Int16(POLLIN) != 0 { sk_drain_main_queue(mainQueue) }
            fireDueTimers()
            events.removeAll(keepingCapacity: true)
            for key in keys { events.append(.key(key)) }
            process(events)
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
    private func readAvailable(
        from input: Int32, into buffer: inout [UInt8], decoder: inout KeyDecoder, keys: inout [Key]
    ) -> Bool {
        while true {
            let count = read(input, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { return true }
            if count <= 0 { return false }
            decoder.decode(buffer[0..<count], into: &keys)
            // A short read took everything pending; a full one may have left more.
            if count < buffer.count { return true }
            var more = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
            if poll(&more, 1, 0) <= 0 || more[0].revents & Int16(POLLIN) == 0 { return true }
        }
    }
}
