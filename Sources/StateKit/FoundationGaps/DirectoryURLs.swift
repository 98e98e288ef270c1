extension URL {
    /// The user's documents directory, as Apple's Foundation names it:
    /// `FileManager`'s `.documentDirectory` in the user's domain (on Linux,
    /// `~/Documents`, or where `XDG_DOCUMENTS_DIR` says).
    public static var documentsDirectory: URL { directory(.documentDirectory) }

    /// The directory for the app's support files: `FileManager`'s
    /// `.applicationSupportDirectory` (on Linux, `~/.local/share` or
    /// `XDG_DATA_HOME`).
    public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory) }

    /// The directory for caches: `FileManager`'s `.cachesDirectory` (on Linux,
    /// `~/.cache` or `XDG_CACHE_HOME`).
    public static var cachesDirectory: URL { directory(.cachesDirectory) }

    /// The user's downloads directory: `FileManager`'s `.downloadsDirectory`.
    public static var downloadsDirectory: URL { directory(.downloadsDirectory) }

    /// The first URL `FileManager` gives for `directory` in the user's
    /// domain, or one under the home directory named after it.
    private static func directory(_ directory: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser
    }
}
