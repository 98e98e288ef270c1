import Glibc

/// The write end of the signal pipe, read by the handler: a plain global because a
/// C signal handler can capture nothing.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Turns signals into bytes on a pipe that the event loop polls: the handler only
/// writes, everything else happens on the loop.
@MainActor
package final class SignalPipe {
    /// The descriptor to poll: readable once a signal has arrived.
    package let readEnd: Int32
    private let writeEnd: Int32
    private let signals: [Int32]
    /// The actions the signals had before, put back by `close()`: a program
    /// that shows inline views ignores or catches signals as it did before.
    private var previous: [sigaction] = []

    /// Catches `signals`, replacing their handlers; `nil` if the pipe cannot be made.
    package init?(signals: [Int32]) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        self.signals = signals
        signalPipeWriteEnd = writeEnd
        for signal in signals {
            var action = sigaction()
            sigaction(signal, nil, &action)
            previous.append(action)
            Glibc.signal(signal) { number in
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = Glibc.write(signalPipeWriteEnd, &byte, 1)
                errno = saved
            }
        }
    }

    /// The signals received since the last call, in order.
    package func drain() -> [Int32] {
        var received: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count <= 0 { break }
            received += buffer[0..<count].map { Int32($0) }
        }
        return received
    }

    /// Stops the process as Ctrl-Z would (SIGTSTP's default action, so the
    /// shell reports it as stopped), and returns once it is continued (`fg`).
    package func stopUntilContinued() {
        Glibc.signal(SIGTSTP, SIG_DFL)
        // The signal must reach this very thread: an inline view's loop may
        // run on a thread of libdispatch's, which blocks every signal, where
        // a raised SIGTSTP would wait, then meet the handler put back below.
        var stop = sigset_t()
        var previous = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        Glibc.signal(SIGTSTP) { number in
            let saved = errno
            var byte = UInt8(truncatingIfNeeded: number)
            _ = Glibc.write(signalPipeWriteEnd, &byte, 1)
            errno = saved
        }
    }

    /// Puts the default handlers back and closes the pipe.
    package func close() {
        for (signal, action) in zip(signals, previous) {
            var action = action
            sigaction(signal, &action, nil)
        }
        signalPipeWriteEnd = -1
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }
}
