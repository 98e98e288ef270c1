import CLibC
import Glibc

/// The process's standard streams, as a full-screen program needs them: a
/// standard output that is written line by line when redirected, and a
/// descriptor of the screen of its own.
package enum StandardStreams {
    /// A redirected standard output gets each printed line at once, not when
    /// a block fills.
    package static func lineBufferOutput() {
        sk_line_buffer_stdout()
    }

    /// A descriptor of the screen, kept apart from standard output (which is
    /// about to be taken over to keep what the program prints): a copy of
    /// standard output when it is the screen, the controlling terminal when
    /// it is redirected; `nil` when there is no terminal to draw on.
    package static func screenDescriptor(outputIsScreen: Bool) -> Int32? {
        let screen = outputIsScreen ? fcntl(1, F_DUPFD_CLOEXEC, 3) : open("/dev/tty", O_RDWR | O_CLOEXEC)
        return screen >= 0 ? screen : nil
    }
}
