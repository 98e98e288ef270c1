import Glibc

/// What the process was started with: its environment variables and whether
/// its standard streams are a terminal. Read without Foundation's copy of the
/// whole environment.
package enum ProcessEnvironment {
    /// The value of the environment variable `name`, if it is set.
    package static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether `descriptor` (0, 1 or 2 for the standard streams) is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}
