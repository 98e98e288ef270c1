import Glibc

/// Writes to the process's standard error without touching C's `stderr` global.
package enum StandardError {
    /// The program's file name, which messages start with.
    package static var programName: String {
        CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "app") } ?? "app"
    }

    /// Writes `text`, as UTF-8, to standard error. Messages echo outside
    /// strings (a terminal type, a program name, a path): their control
    /// characters are written in their visible forms, so that an escape
    /// sequence in `TERM` cannot retitle or reset the terminal.
    package static func write(_ text: String) {
        var text = text.withVisibleControls
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
