import Glibc

/// Waiting for the loop's descriptors (the terminal's input, the main queue,
/// the signal pipe) with a timeout, and reading what is ready without
/// blocking: `poll` and `read` on Linux.
package struct InputWait {
    /// How a wait ended.
    package enum Outcome {
        /// At least one descriptor is ready.
        case ready
        /// The timeout passed first.
        case timedOut
        /// A signal interrupted the wait: wait again.
        case interrupted
        /// The wait failed.
        case failed
    }

    /// How a read ended.
    package enum ReadOutcome: Equatable {
        /// This many bytes were read.
        case bytes(Int)
        /// Nothing is there now, or a signal interrupted the read.
        case nothingNow
        /// The descriptor reached its end, or failed.
        case ended
    }

    // Made once and reused: each keypress goes around the loop that waits.
    private var descriptors: [pollfd]

    /// A wait on `descriptors`, in the order `isReadable(_:)` refers to them;
    /// a negative one is left out.
    package init(_ descriptors: [Int32]) {
        self.descriptors = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    }

    /// Waits until a descriptor is ready or `timeoutMilliseconds` pass (a
    /// negative one waits for ever).
    package mutating func wait(timeoutMilliseconds: Int32) -> Outcome {
        for index in descriptors.indices { descriptors[index].revents = 0 }
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
        if ready > 0 { return .ready }
        if ready == 0 { return .timedOut }
        return errno == EINTR ? .interrupted : .failed
    }

    /// Whether the descriptor at `index` can be read; with `orEnded`, also
    /// whether it hung up or failed (a read then says which).
    package func isReadable(_ index: Int, orEnded: Bool = false) -> Bool {
        let events = orEnded ? Int16(POLLIN | POLLHUP | POLLERR) : Int16(POLLIN)
        return descriptors[index].revents & events != 0
    }

    /// Reads what `descriptor` has into `buffer`, without waiting.
    package static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> ReadOutcome {
        let count = Glibc.read(descriptor, &buffer, buffer.count)
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return .nothingNow }
        return count <= 0 ? .ended : .bytes(count)
    }

    /// Whether `descriptor` has input to read now.
    package static func hasInput(_ descriptor: Int32) -> Bool {
        var one = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        return poll(&one, 1, 0) > 0 && one[0].revents & Int16(POLLIN) != 0
    }
}
