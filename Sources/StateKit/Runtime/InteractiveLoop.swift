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
        case .hangup: 128 + ProcessSignal.hangup
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
        let followed = [
            ProcessSignal.interrupt, ProcessSignal.terminate, ProcessSignal.hangup, ProcessSignal.windowChanged,
            ProcessSignal.stop,
        ]
        guard let signals = SignalPipe(signals: followed) else {
            terminal.restore()
            return .signal(ProcessSignal.terminate)
        }
        defer {
            terminal.restore()
            signals.close()
        }
        if ProcessEnvironment.value("STATEKIT_INSPECT") == "1" { showsInspector = true }
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
        let mainQueue = MainQueueHooks.descriptor
        MainQueueHooks.drain(mainQueue)
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var exit: ExitReason?
        /// When the pending Esc (or unfinished sequence) arrived.
        var pendingSince: Duration?
        var wait = InputWait([input, mainQueue, signals?.readEnd ?? -1])
        var keys: [Key] = []
        var events: [InputEvent] = []
        while exit == nil && !quitRequested {
            let outcome = wait.wait(timeoutMilliseconds: pollTimeout(escapePending: decoder.hasPendingInput))
            if outcome == .interrupted { continue }
            if outcome == .failed {
                exit = .hangup
                break
            }
            keys.clearKeepingCapacity()
            // A timer may end the wait early: an Esc is a key of its own only once
            // the delay has passed since it came.
            if outcome == .timedOut, let since = pendingSince,
                clock.now - since >= .milliseconds(Int64(Self.escapeDelayMilliseconds))
            {
                decoder.flushPendingEscape(into: &keys)
            }
            if wait.isReadable(2), let signals {
                for signal in signals.drain() {
                    if signal == ProcessSignal.windowChanged {
                        terminalResized()
                    } else if signal == ProcessSignal.stop {
                        suspend?()
                    } else if exit == nil {
                        exit = .signal(signal)
                    }
                }
            }
            if wait.isReadable(0, orEnded: true) {
                if !readAvailable(from: input, into: &buffer, decoder: &decoder, keys: &keys) { exit = exit ?? .hangup }
            }
            if exit != nil { break }
            pendingSince = decoder.hasPendingInput ? (pendingSince ?? clock.now) : nil
            if wait.isReadable(1) { MainQueueHooks.drain(mainQueue) }
            fireDueTimers()
            events.clearKeepingCapacity()
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
            let count: Int
            switch InputWait.read(input, into: &buffer) {
            case .nothingNow: return true
            case .ended: return false
            case .bytes(let read): count = read
            }
            decoder.decode(buffer[0..<count], into: &keys)
            // A short read took everything pending; a full one may have left more.
            if count < buffer.count || !InputWait.hasInput(input) { return true }
        }
    }
}
