import Dispatch
import Glibc
import StateKit
import Testing

/// Its button changes the counter later, from a main-actor task.
struct DeferredBump: View {
    @EnvironmentObject var counter: Counter
    var body: some View {
        VStack(alignment: .leading) {
            Text("value \(counter.value)")
            Button("bump later", key: "+") {
                Task { @MainActor in counter.value += 1 }
            }
        }
    }
}

/// Counts timer ticks of the real clock.
struct Ticking: View {
    @State var ticks = 0
    var body: some View {
        Text("ticks \(ticks)").onTimer(every: .milliseconds(20), isActive: ticks < 3) { ticks += 1 }
    }
}

@Suite("The event loop, fed through a pipe")
@MainActor
struct EventLoopTests {
    /// Writes `chunks` to the pipe from another thread, `gap` apart, then closes it
    /// when `close` is set.
    func feed(_ chunks: [String], gap: Duration = .milliseconds(100), closing: Bool) -> Int32 {
        // A write after the loop is gone must fail, not kill the test process.
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        DispatchQueue.global().async {
            if chunks.isEmpty { usleep(UInt32(gap.components.attoseconds / 1_000_000_000_000)) }
            for chunk in chunks {
                usleep(UInt32(gap.components.attoseconds / 1_000_000_000_000))
                var bytes = Array(chunk.utf8)
                _ = write(writeEnd, &bytes, bytes.count)
            }
            if closing { close(writeEnd) }
            // The loop may still be reading when it has quit; leave the write end
            // open until the reader is done with it, then close it too.
            if !closing {
                usleep(UInt32(gap.components.attoseconds / 1_000_000_000_000))
                close(writeEnd)
            }
        }
        return readEnd
    }

    @Test("q quits the loop")
    func quits() {
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 3))
        let app = Application(terminal: terminal, clock: MonotonicClock())
        app.setRoot(Text("hello"))
        app.onUnhandledKey = { key in if key == "q" { app.quit() } }
        let input = feed(["x", "q"], closing: false)
        defer { close(input) }
        #expect(app.run(input: input) == .quit)
        #expect(terminal.lines[0].hasPrefix("hello"))
    }

    @Test("timers fire on the real clock; the end of input ends the run")
    func timersAndHangup() {
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 3))
        let app = Application(terminal: terminal, clock: MonotonicClock())
        app.setRoot(Ticking())
        let input = feed([], gap: .milliseconds(300), closing: true)
        defer { close(input) }
        #expect(app.run(input: input) == .hangup)
        #expect(terminal.lines[0].hasPrefix("ticks 3"))
        #expect(app.nextTimerDeadline == nil)
    }
}
