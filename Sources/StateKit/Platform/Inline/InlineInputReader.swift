import Foundation
import Glibc
import Synchronization

/// What the inline loop hears from outside: keys' bytes, signals, lines the
/// program printed.
package enum InlineInput: Sendable, Equatable {
    /// Bytes from the keyboard.
    case keys([UInt8])
    /// The keyboard's input ended.
    case keysEnded
    /// A signal arrived.
    case signal(Int32)
    /// Bytes the program printed.
    case printed([UInt8])
}

/// Reads the terminal's keys, the signal pipe and the printed lines' pipe on
/// a thread of its own. An inline view runs inside the program's own `async`
/// code, so its loop cannot block the main thread in `poll()` as a
/// full-screen app's does: it awaits a wake from this thread, then takes
/// what was read, in order.
package final class InlineInputReader: Sendable {
    private let received = Mutex<[InlineInput]>([])
    private let stopEnds: (read: Int32, write: Int32)
    private let ended = DispatchSemaphore(value: 0)

    /// Starts reading `keys`, `signals` and `printed` (a negative one is left
    /// out); `wake` runs on the main actor when something was read and
    /// nothing was waiting to be taken.
    package init?(keys: Int32, signals: Int32, printed: Int32, wake: @escaping @Sendable @MainActor () -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        stopEnds = (ends[0], ends[1])
        let thread = Thread { [self] in
            read(descriptors: [keys, signals, printed, stopEnds.read]) { input in
                let wasEmpty = received.withLock { inputs in
                    inputs.append(input)
                    return inputs.count == 1
                }
                if wasEmpty { DispatchQueue.main.async { MainActor.assumeIsolated { wake() } } }
            }
            close(stopEnds.read)
            ended.signal()
        }
        thread.name = "StateKit inline input"
        thread.start()
    }

    /// What was read since the last call, in order.
    package func take() -> [InlineInput] {
        received.withLock { inputs in
            defer { inputs.removeAll() }
            return inputs
        }
    }

    /// Stops the thread and waits for it to end; `take()` then returns the
    /// last of what it read.
    package func stop() {
        var byte: UInt8 = 0
        _ = write(stopEnds.write, &byte, 1)
        ended.wait()
        close(stopEnds.write)
    }

    /// Polls until the stop's descriptor (the last) is readable.
    ///
    /// A program that prints line by line would wake this thread at each
    /// line, a switch of threads a line that cost more than drawing. After a
    /// read of printed bytes, the printed lines' pipe is left out of the poll
    /// for `printedLinesGather`, so that the lines gather in it and are read
    /// together; keys and signals are still read at once (a resize must be
    /// known before the next frame is drawn). The loop shows printed lines
    /// at its frames, 16 ms apart: a line that waits across a frame's start
    /// is shown a frame later, no more. A read that filled the buffer has
    /// more behind it, and is followed by another at once.
    private func read(descriptors: [Int32], send: (InlineInput) -> Void) {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let stop = polled.count - 1
        let printed = 2
        var printedOpen = descriptors[printed] >= 0
        var gatheringUntil: ContinuousClock.Instant?
        while true {
            var timeout: Int32 = -1
            if let until = gatheringUntil {
                if ContinuousClock.now < until {
                    timeout = Self.gatherPollMilliseconds
                } else {
                    gatheringUntil = nil
                    if printedOpen { polled[printed].fd = descriptors[printed] }
                }
            }
            let ready = poll(&polled, nfds_t(polled.count), timeout)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || polled[stop].revents != 0 { return }
            for index in 0..<stop where polled[index].fd >= 0 && polled[index].revents != 0 {
                let count = Glibc.read(polled[index].fd, &buffer, buffer.count)
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                if count <= 0 {
                    if index == 0 { send(.keysEnded) }
                    if index == printed { printedOpen = false }
                    polled[index].fd = -1
                    continue
                }
                let bytes = Array(buffer[0..<count])
                switch index {
                case 0: send(.keys(bytes))
                case 1: for number in bytes { send(.signal(Int32(number))) }
                default:
                    send(.printed(bytes))
                    if count < buffer.count {
                        gatheringUntil = .now + Self.printedLinesGather
                        polled[printed].fd = -1
                    }
                }
            }
        }
    }

    /// How long the printed lines' pipe is left to fill after a read.
    static let printedLinesGather = Duration.milliseconds(1)

    /// The poll's timeout while the printed lines gather: `poll` counts in
    /// milliseconds, and one is `printedLinesGather`.
    private static let gatherPollMilliseconds: Int32 = 1
}
