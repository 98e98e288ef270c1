import Foundation

/// Reads and replaces files with POSIX calls, so failures carry `errno`'s own
/// words. A file is replaced all at once: the data goes to a temporary file in the same
/// directory, is flushed to disk, then renamed over the old file. A reader (or a
/// restart after a crash) sees the old content or the new, never a mix.
enum AtomicFile {
    static func write(_ data: Data, to file: URL) throws {
        let temporary = file.deletingLastPathComponent()
            .appendingPathComponent(".\(file.lastPathComponent).\(getpid()).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw posixError() }
        var failure: Error?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = posixError()
                    return
                }
                offset += written
            }
        }
        if failure == nil && fsync(descriptor) != 0 { failure = posixError() }
        close(descriptor)
        if failure == nil && rename(temporary.path, file.path) != 0 { failure = posixError() }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
    }

    /// The file's bytes, or `nil` when there is no such file (nor its directory).
    static func read(_ file: URL) throws -> Data? {
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw posixError()
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = Foundation.read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw posixError()
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// `mkdir -p`, reporting the first failure as a POSIX error.
    static func createDirectory(_ directory: URL) throws {
        var path = ""
        for component in directory.standardizedFileURL.pathComponents {
            path = component == "/" ? "/" : (path == "/" ? "/" : path + "/") + component
            if mkdir(path, 0o755) != 0 && errno != EEXIST { throw posixError() }
        }
        var status = stat()
        guard stat(directory.path, &status) == 0 else { throw posixError() }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR)) }
    }

    private static func posixError() -> Error {
        NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
    }
}
