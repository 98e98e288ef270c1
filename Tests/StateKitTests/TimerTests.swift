import StateKit
import Testing

struct Countdown: View {
    @State var remaining = 3
    @State var running = true
    var body: some View {
        VStack(alignment: .leading) {
            Text("left \(remaining)")
            Button("pause", key: "p") { running.toggle() }
        }
        .onTimer(every: .seconds(1), isActive: running && remaining > 0) { remaining -= 1 }
    }
}

@MainActor
final class Visibility: ObservableObject {
    @Published var shown = true
}

struct MaybeCountdown: View {
    @EnvironmentObject var visibility: Visibility
    var body: some View {
        if visibility.shown { Countdown() } else { Text("hidden") }
    }
}

@Suite("Timers from the event loop")
@MainActor
struct TimerTests {
    @Test("a timer fires when its interval has passed on the clock")
    func firesOnTicks() {
        let (app, terminal) = makeApp(Countdown())
        #expect(app.nextTimerDeadline == .seconds(1))
        app.process([.tick(.milliseconds(500))])
        #expect(terminal.lines[0].hasPrefix("left 3"))
        app.process([.tick(.milliseconds(500))])
        #expect(terminal.lines[0].hasPrefix("left 2"))
        app.process([.tick(.seconds(1)), .tick(.seconds(1))])
        #expect(terminal.lines[0].hasPrefix("left 0"))
        #expect(app.renders == ["Countdown": 3])
        #expect(app.nextTimerDeadline == nil)
    }

    @Test("missed intervals are skipped, not replayed: the view decides again each time")
    func missedIntervalsAreSkipped() {
        let (app, terminal) = makeApp(Countdown())
        app.process([.tick(.seconds(6))])
        #expect(terminal.lines[0].hasPrefix("left 2"))
        #expect(app.nextTimerDeadline == .seconds(7))
        for _ in 0..<5 { app.process([.tick(.seconds(1))]) }
        #expect(terminal.lines[0].hasPrefix("left 0"))
    }

    @Test("an inactive timer is not scheduled: nothing would wake the loop")
    func inactiveTimerIsNotScheduled() {
        let (app, terminal) = makeApp(Countdown())
        app.press("p")
        #expect(app.nextTimerDeadline == nil)
        app.process([.tick(.seconds(5))])
        #expect(terminal.lines[0].hasPrefix("left 3"))
        app.press("p")
        app.process([.tick(.seconds(1))])
        #expect(terminal.lines[0].hasPrefix("left 2"))
    }

    @Test("a view that leaves the screen takes its timer with it")
    func timerLeavesWithItsView() {
        let visibility = Visibility()
        let (app, _) = makeApp(MaybeCountdown().environmentObject(visibility))
        visibility.shown = false
        app.renderFrame()
        #expect(app.nextTimerDeadline == nil)
        app.process([.tick(.seconds(3))])
        #expect(app.renders["Countdown"] == nil)
    }
}
