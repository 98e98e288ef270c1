import Glibc

/// Writes to the process's standard error without touching C's `stderr` global.
package enum StandardError {
    /// Writes `text`, as UTF-8, to standard error.
    package static func write(_ text: String) {
        var text = text
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
