import Foundation

/// Reads and replaces files with POSIX calls, so failures carry `errno`'s own
/// words. A file is replaced all at once: the data goes to a temporary file in
/// the same directory, is flushed to disk, then renamed over the old file, and
/// the directory is flushed so that the rename itself survives a crash. A
/// reader, or a restart after `kill -9` or a power cut, sees the old content or
/// the new, never a mix and never an empty file.
package enum AtomicFile {
    /// Replaces `file` with `data`.
    package static func write(_ data: Data, to file: URL) throws {
        let temporary = temporaryFile(for: file, process: getpid())
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
        let directory = open(file.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
    }

    /// The file's bytes, or `nil` when there is no such file (nor its directory).
    package static func read(_ file: URL) throws -> Data? {
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
    package static func createDirectory(_ directory: URL) throws {
        var path = ""
        for component in directory.standardizedFileURL.pathComponents {
            path = component == "/" ? "/" : (path == "/" ? "/" : path + "/") + component
            if mkdir(path, 0o755) != 0 && errno != EEXIST { throw posixError() }
        }
        var status = stat()
        guard stat(directory.path, &status) == 0 else { throw posixError() }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR)) }
    }

    /// Moves `file` aside, never over another file: to
    /// `NAME.unreadable-SECONDS`, or with `-2`, `-3`… after it when a file
    /// set aside in the same second (by this process or another) has that
    /// name. Returns where it went.
    package static func setAside(_ file: URL, now: Date = Date()) throws -> URL {
        let base = "\(file.lastPathComponent).unreadable-\(Int(now.timeIntervalSince1970))"
        let directory = file.deletingLastPathComponent()
        for attempt in 1...1000 {
            let aside = directory.appendingPathComponent(attempt == 1 ? base : "\(base)-\(attempt)")
            // A hard link is made only where nothing is: two processes never
            // take the same name, and nothing set aside is overwritten.
            if link(file.path, aside.path) == 0 {
                unlink(file.path)
                return aside
            }
            if errno != EEXIST { throw posixError() }
        }
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(EEXIST))
    }

    /// Removes the temporary files that writers of `file` left when they were
    /// killed between creating and renaming them; a live writer's is kept.
    package static func removeStaleTemporaries(of file: URL) {
        let directory = file.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let prefix = ".\(file.lastPathComponent)."
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let process = name.dropFirst(prefix.count).dropLast(4)
            guard let pid = pid_t(process) else { continue }
            if pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH) {
                unlink(directory.appendingPathComponent(name).path)
            }
        }
    }

    /// Runs `body` holding an exclusive lock on `directory`, so that two
    /// processes merging into files there never interleave a read and a write;
    /// without the lock (no such directory), runs it all the same.
    package static func withLock<Result>(on directory: URL, _ body: () throws -> Result) rethrows -> Result {
        let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        flock(descriptor, LOCK_EX)
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// The words of a failure from these functions, or Foundation's.
    package static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }

    static func temporaryFile(for file: URL, process: pid_t) -> URL {
        file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(process).tmp")
    }

    private static func posixError() -> Error {
        NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
    }
}
