import Glibc

/// The process's resident memory, from `/proc/self/statm`.
enum ResidentMemory {
    /// Resident bytes now, or `nil` where `/proc` is not available.
    static func bytes() -> Int? {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // A small buffer on the stack: measuring must not move the heap it measures.
        let text: String? = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer in
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : nil
        }
        // statm: total and resident sizes in pages, then more fields.
        guard let fields = text?.split(separator: " "), fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
}
