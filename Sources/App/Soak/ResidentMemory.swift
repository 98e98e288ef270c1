import Glibc

/// The process's resident memory, from `/proc/self/statm`.
enum ResidentMemory {
    /// Resident bytes now, or `nil` where `/proc` is not available.
    static func bytes() -> Int? {
        guard let file = fopen("/proc/self/statm", "r") else { return nil }
        defer { fclose(file) }
        var size = 0
        var resident = 0
        guard
            withUnsafeMutablePointer(
                to: &size,
                { sizePointer in
                    withUnsafeMutablePointer(to: &resident) { residentPointer in
                        withVaList([sizePointer, residentPointer]) { vfscanf(file, "%ld %ld", $0) }
                    }
                }) == 2
        else { return nil }
        return resident * sysconf(Int32(_SC_PAGESIZE))
    }
}
