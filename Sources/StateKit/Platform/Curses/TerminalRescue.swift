import Glibc

/// Gives the terminal back when the program dies on a fatal error (a trap, a
/// segmentation fault, an abort), calls `exit()` or is stopped from another
/// thread: the escape sequences that leave program mode and the original
/// terminal settings are prepared while the terminal is set up, so restoring
/// needs only `write` and `tcsetattr`, both safe in a signal handler. The
/// previous handlers (the Swift runtime's backtracer) run afterwards, on a
/// sane terminal, and a fatal signal sent from outside (`kill -ABRT`) then
/// ends the program with its status (128+n), as a real fault does.
///
/// While the terminal is in program mode, standard error (and standard output,
/// when it is the screen) goes to a temporary file instead of over the screen;
/// whichever way the terminal is restored, what was written there follows on
/// the real stream (a `fatalError` message, lines an app printed), in order,
/// after the screen is back to normal. A file keeps memory bounded however
/// much is printed.
package enum TerminalRescue {
    nonisolated(unsafe) private static var sequence: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static var settings = termios()
    nonisolated(unsafe) private static var armed = false
    /// Where the screen is drawn: the restore sequence goes there.
    nonisolated(unsafe) private static var screen: Int32 = 1
    /// The terminal whose settings are restored: standard input, or the
    /// screen when standard input is a pipe (an inline view's).
    nonisolated(unsafe) private static var keyboard: Int32 = 0
    /// For standard output (index 0) and standard error (index 1): the stream's
    /// real destination, and the file standing in for it (-1 when not captured).
    nonisolated(unsafe) private static var saved: (Int32, Int32) = (-1, -1)
    nonisolated(unsafe) private static var captured: (Int32, Int32) = (-1, -1)
    nonisolated(unsafe) private static let copyBuffer = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 8)
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    nonisolated(unsafe) private static var installed = false
    /// Whether the kitty keyboard protocol is on: the rescue turns it off
    /// first (before the sequence leaves the alternate screen, whose stack
    /// of keyboard modes it is), from a string in the binary, not the heap.
    nonisolated(unsafe) static var popsKittyKeyboard = false
    /// SIGQUIT (Ctrl-\) too: it ends the program with a core dump, as these do.
    private static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGQUIT]

    /// Remembers how to restore the terminal: `settings` as they were before
    /// program mode (of `keyboard`), `restoreSequence` to leave it (normal
    /// screen, cursor shown).
    static func arm(settings: termios, restoreSequence: [UInt8], screen: Int32, keyboard: Int32 = 0) {
        self.screen = screen
        self.keyboard = keyboard
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, restoreSequence.count))
        _ = buffer.initialize(from: restoreSequence)
        sequence = UnsafeMutableBufferPointer(rebasing: buffer[0..<restoreSequence.count])
        self.settings = settings
        _ = copyBuffer  // allocated now: a signal handler must not call malloc
        // Standard error redirected to a file cannot tear the screen: it stays.
        if isatty(2) == 1 || screen == 2 { capture(2) }
        armed = true
        installCrashHandlers()
    }

    /// The terminal was restored the normal way: hand standard error back.
    static func terminalRestored() {
        armed = false
        releaseCaptures()
    }

    /// Keeps what the program writes to standard output while the screen is up,
    /// to write it after the terminal is restored; for a standard output that
    /// is the screen.
    package static func captureStandardOutput() {
        guard armed else { return }
        capture(1)
    }

    /// Leaves program mode at once, then replays what went to standard error.
    /// Async-signal-safe; does nothing unless armed.
    package static func restore() {
        guard armed else { return }
        armed = false
        if popsKittyKeyboard {
            popsKittyKeyboard = false
            _ = write(screen, KittyKeyboard.pop.utf8Start, KittyKeyboard.pop.utf8CodeUnitCount)
        }
        if let sequence, let base = sequence.baseAddress, sequence.count > 0 { _ = write(screen, base, sequence.count) }
        _ = tcsetattr(keyboard, TCSANOW, &settings)
        releaseCaptures()
    }

    private static func capture(_ stream: Int32) {
        guard (stream == 1 ? captured.0 : captured.1) < 0 else { return }
        var template = Array("/tmp/statekit-output-XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { return }
        unlink(template)
        let original = dup(stream)
        guard original >= 0, dup2(file, stream) >= 0 else {
            close(file)
            if original >= 0 { close(original) }
            return
        }
        if stream == 1 {
            (saved.0, captured.0) = (original, file)
        } else {
            (saved.1, captured.1) = (original, file)
        }
    }

    /// Gives each captured stream its destination back and copies there what
    /// was written meanwhile: standard output first, then standard error.
    private static func releaseCaptures() {
        if captured.0 >= 0 {
            release(1, saved: saved.0, captured: captured.0)
            (saved.0, captured.0) = (-1, -1)
        }
        if captured.1 >= 0 {
            release(2, saved: saved.1, captured: captured.1)
            (saved.1, captured.1) = (-1, -1)
        }
    }

    private static func release(_ stream: Int32, saved: Int32, captured: Int32) {
        _ = dup2(saved, stream)
        _ = lseek(captured, 0, SEEK_SET)
        while true {
            let count = read(captured, copyBuffer, 4096)
            if count <= 0 { break }
            var offset = 0
            while offset < count {
                let written = write(stream, copyBuffer + offset, count - offset)
                if written <= 0 { break }
                offset += written
            }
            if offset < count { break }
        }
        close(captured)
        close(saved)
    }

    private static func installCrashHandlers() {
        guard !installed else { return }
        installed = true
        // A program that calls exit() while the terminal is in program mode
        // (from a button's action, or an inline view's work) gets it back.
        atexit { TerminalRescue.restore() }
        for signal in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { number, info, _ in
                TerminalRescue.restore()
                _ = sigaction(number, TerminalRescue.previous + Int(number), nil)
                // A fault traps again on return, now into the previous handler; a
                // signal that was sent (kill, abort, raise) must be raised again.
                guard number == SIGABRT || info == nil || info!.pointee.si_code <= 0 else { return }
                raise(number)
                // The runtime's backtracer returns from a sent signal, which would
                // leave the program drawing on a cooked terminal: end it as the
                // signal's default action does, and failing that, with 128+n.
                Glibc.signal(number, SIG_DFL)
                raise(number)
                _exit(128 + number)
            }
            action.sa_flags = SA_SIGINFO | SA_NODEFER
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
    }
}
