import Glibc

/// Gives the terminal back when the program dies on a fatal error (a trap, a
/// segmentation fault, an abort) or is stopped from another thread: the
/// escape sequences that leave program mode and the original terminal settings
/// are prepared while the terminal is set up, so restoring needs only `write`
/// and `tcsetattr`, both safe in a signal handler. The previous handlers (the
/// Swift runtime's backtracer) run afterwards, on a sane terminal.
///
/// While the terminal is in program mode, standard error goes to a temporary
/// file instead of over the screen; whichever way the terminal is restored, what
/// was written there follows on the real standard error (a `fatalError`
/// message, say), after the screen is back to normal.
public enum TerminalRescue {
    nonisolated(unsafe) private static var sequence: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static var settings = termios()
    nonisolated(unsafe) private static var armed = false
    nonisolated(unsafe) private static var savedStandardError: Int32 = -1
    nonisolated(unsafe) private static var capturedStandardError: Int32 = -1
    nonisolated(unsafe) private static let copyBuffer = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 8)
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    nonisolated(unsafe) private static var installed = false
    private static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Remembers how to restore the terminal: `settings` as they were before
    /// program mode, `restoreSequence` to leave it (normal screen, cursor shown).
    static func arm(settings: termios, restoreSequence: [UInt8]) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, restoreSequence.count))
        _ = buffer.initialize(from: restoreSequence)
        sequence = UnsafeMutableBufferPointer(rebasing: buffer[0..<restoreSequence.count])
        self.settings = settings
        _ = copyBuffer  // allocated now: a signal handler must not call malloc
        captureStandardError()
        armed = true
        installCrashHandlers()
    }

    /// The terminal was restored the normal way: hand standard error back.
    static func terminalRestored() {
        armed = false
        releaseStandardError()
    }

    /// Leaves program mode at once, then replays what went to standard error.
    /// Async-signal-safe; does nothing unless armed.
    public static func restore() {
        guard armed else { return }
        armed = false
        if let sequence, let base = sequence.baseAddress, sequence.count > 0 { _ = write(1, base, sequence.count) }
        _ = tcsetattr(0, TCSANOW, &settings)
        releaseStandardError()
    }

    private static func captureStandardError() {
        guard capturedStandardError < 0 else { return }
        var template = Array("/tmp/statekit-stderr-XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { return }
        unlink(template)
        savedStandardError = dup(2)
        guard savedStandardError >= 0, dup2(file, 2) >= 0 else {
            close(file)
            return
        }
        capturedStandardError = file
    }

    private static func releaseStandardError() {
        guard capturedStandardError >= 0, savedStandardError >= 0 else { return }
        _ = dup2(savedStandardError, 2)
        _ = lseek(capturedStandardError, 0, SEEK_SET)
        while true {
            let count = read(capturedStandardError, copyBuffer, 4096)
            if count <= 0 { break }
            _ = write(2, copyBuffer, count)
        }
        close(capturedStandardError)
        close(savedStandardError)
        capturedStandardError = -1
        savedStandardError = -1
    }

    private static func installCrashHandlers() {
        guard !installed else { return }
        installed = true
        for signal in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { number, info, _ in
                TerminalRescue.restore()
                _ = sigaction(number, TerminalRescue.previous + Int(number), nil)
                // A fault traps again on return, now into the previous handler; a
                // signal that was sent (kill, abort, raise) must be raised again.
                if number == SIGABRT || info == nil || info!.pointee.si_code <= 0 { raise(number) }
            }
            action.sa_flags = SA_SIGINFO | SA_NODEFER
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
    }
}
