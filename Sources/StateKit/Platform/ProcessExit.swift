import Glibc

/// Ending the process from StateKit itself: an inline view's run ends so on
/// Ctrl-C (status 130), as a command-line tool does, whatever the program's
/// own work was doing.
package enum ProcessExit {
    /// Ends the process with `status`, its output streams flushed.
    package static func exit(_ status: Int32) -> Never {
        fflush(nil)
        Glibc.exit(status)
    }
}
