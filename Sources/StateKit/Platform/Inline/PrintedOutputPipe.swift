import CLibC
import Glibc

/// Standard output taken over while an inline view is up: what the program
/// prints goes into a pipe, which the loop reads and shows above the region,
/// in order, and the region is drawn on a copy of the original descriptor.
/// Standard output is written a line at a time meanwhile, so each printed
/// line arrives whole and at once.
package struct PrintedOutputPipe: Sendable {
    /// The pipe's end the loop reads, without blocking.
    package let readEnd: Int32
    /// Standard output as it was: the terminal the region is drawn on.
    package let terminal: Int32

    /// Takes standard output over; `nil` when it cannot be.
    package init?() {
        fflush(nil)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let terminal = fcntl(1, F_DUPFD_CLOEXEC, 3)
        guard terminal >= 0, dup2(ends[1], 1) >= 0 else {
            close(ends[0])
            close(ends[1])
            if terminal >= 0 { close(terminal) }
            return nil
        }
        close(ends[1])
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        readEnd = ends[0]
        self.terminal = terminal
        sk_line_buffer_stdout()
    }

    /// Gives standard output its terminal back and returns what the pipe
    /// still held: the lines printed since the loop last read it. The copy
    /// of the terminal stays open, for the region's last frame, until
    /// `closeTerminal()`.
    package func release() -> [UInt8] {
        fflush(nil)
        _ = dup2(terminal, 1)
        var rest: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            rest += buffer[0..<count]
        }
        close(readEnd)
        return rest
    }

    /// Closes the copy of the terminal, once the region is done with it.
    package func closeTerminal() {
        close(terminal)
    }
}
