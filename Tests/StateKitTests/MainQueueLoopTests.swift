import Dispatch
import Glibc
import StateKit
import XCTest

/// XCTest runs on the process's main thread, as a real program's loop does, so
/// this checks that the loop serves the main queue: a `Task { @MainActor in }`
/// started by an action runs while the loop waits for keys.
final class MainQueueLoopTests: XCTestCase {
    // XCTest on Linux cannot call main-actor test methods; it does call them on
    // the main thread.
    func testMainActorTaskStartedByAnActionRuns() {
        MainActor.assumeIsolated { Self.runsMainActorTask() }
    }

    @MainActor
    private static func runsMainActorTask() {
        let counter = Counter()
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 3))
        let app = Application(terminal: terminal, clock: MonotonicClock())
        app.setRoot(DeferredBump().environmentObject(counter))
        app.onUnhandledKey = { key in if key == "q" { app.quit() } }
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let writeEnd = ends[1]
        DispatchQueue.global().async {
            usleep(100_000)
            _ = write(writeEnd, "+", 1)
            usleep(300_000)
            _ = write(writeEnd, "q", 1)
            close(writeEnd)
        }
        defer { close(ends[0]) }
        XCTAssertEqual(app.run(input: ends[0]), .quit)
        XCTAssertEqual(counter.value, 1)
        XCTAssertTrue(terminal.lines[0].hasPrefix("value 1"), terminal.lines[0])
    }
}
