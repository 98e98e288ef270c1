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
        XCTAssertEqual(run(app, keys: "+", pause: 200_000), .quit)
        XCTAssertEqual(counter.value, 1)
        XCTAssertTrue(terminal.lines[0].hasPrefix("value 1"), terminal.lines[0])
    }

    func testDispatchMainAsyncAndAsyncAfterRunOnTheLoop() {
        MainActor.assumeIsolated { Self.runsDispatchedWork() }
    }

    /// Feeds `keys` (each after a pause) then `q` through a pipe while the loop runs.
    @MainActor
    private static func run(_ app: Application, keys: String, pause: useconds_t) -> ExitReason {
        app.onUnhandledKey = { key in if key == "q" { app.quit() } }
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let writeEnd = ends[1]
        DispatchQueue.global().async {
            for byte in Array(keys.utf8) + [UInt8(ascii: "q")] {
                usleep(pause)
                var byte = byte
                _ = write(writeEnd, &byte, 1)
            }
            close(writeEnd)
        }
        defer { close(ends[0]) }
        return app.run(input: ends[0])
    }

    @MainActor
    private static func runsDispatchedWork() {
        let counter = Counter()
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 3))
        let app = Application(terminal: terminal, clock: MonotonicClock())
        app.setRoot(DispatchedBumps().environmentObject(counter))
        XCTAssertEqual(run(app, keys: "+", pause: 300_000), .quit)
        XCTAssertEqual(counter.value, 11, "async added 1, asyncAfter 10")
        XCTAssertTrue(terminal.lines[0].hasPrefix("value 11"), terminal.lines[0])
    }
}

/// Bumps the counter from the main queue: at once, and a tenth of a second later.
struct DispatchedBumps: View {
    @EnvironmentObject var counter: Counter
    var body: some View {
        VStack(alignment: .leading) {
            Text("value \(counter.value)")
            Button("bump") {
                DispatchQueue.main.async { counter.value += 1 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { counter.value += 10 }
            }
            .keyboardShortcut("+", modifiers: [])
        }
    }
}
