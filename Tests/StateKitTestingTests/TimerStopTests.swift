import StateKit
import StateKitTesting
import Testing

/// 100 Days of SwiftUI stops a timer with `timer.upstream.connect().cancel()`,
/// as Combine does: a dice roller appends a roll every 0.1 s until it stops.
struct DiceRoller: View {
    @State private var rolls: [Int] = []
    @State private var timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("rolls: \(rolls.count)")
            .onReceive(timer) { _ in
                rolls.append(rolls.count % 6 + 1)
                if rolls.count == 3 { timer.upstream.connect().cancel() }
            }
    }
}

@MainActor
@Suite("Stopping a timer")
struct TimerStopTests {
    @Test("timer.upstream.connect().cancel() stops an autoconnected timer a view receives")
    func stopsInAView() {
        let host = HeadlessHost(DiceRoller(), width: 20, height: 1)
        for _ in 0..<10 { host.advanceClock(by: .milliseconds(100)) }
        #expect(host.text.contains("rolls: 3"))
        for _ in 0..<10 { host.advanceClock(by: .milliseconds(100)) }
        #expect(host.text.contains("rolls: 3"), "no roll after the timer stopped")
    }

    @Test("and one a sink receives")
    func stopsASink() async throws {
        var ticks = 0
        let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
        let cancellable = timer.sink { _ in ticks += 1 }
        try await eventually { ticks >= 1 }
        timer.upstream.connect().cancel()
        let after = ticks
        try await Task.sleep(for: .milliseconds(100))
        #expect(ticks <= after + 1)
        cancellable.cancel()
    }
}
