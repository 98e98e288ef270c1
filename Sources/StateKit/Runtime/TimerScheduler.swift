/// Keeps the deadlines of the timers declared by views on screen. A timer that
/// appears is due one interval later; one that leaves the screen is forgotten.
@MainActor
final class TimerScheduler {
    private var deadlines: [ElementID: Duration] = [:]

    /// Matches the deadlines to the timers now on screen.
    func sync(with timers: [ViewTimer], now: Duration) {
        if timers.isEmpty && deadlines.isEmpty { return }
        var current: [ElementID: Duration] = [:]
        for timer in timers { current[timer.id] = deadlines[timer.id] ?? now + timer.interval }
        deadlines = current
    }

    /// The earliest deadline, or `nil` when no timer is active.
    var nextDeadline: Duration? { deadlines.values.min() }

    /// Runs every timer that is due at `now`, once per interval elapsed (a manual
    /// clock may jump several at once); returns whether any ran.
    @discardableResult
    func fireDue(_ timers: [ViewTimer], now: Duration) -> Bool {
        var fired = false
        for timer in timers {
            guard var deadline = deadlines[timer.id], deadline <= now else { continue }
            var rounds = 0
            while deadline <= now && rounds < 1000 {
                timer.action()
                deadline += timer.interval
                rounds += 1
            }
            if deadline <= now { deadline = now + timer.interval }
            deadlines[timer.id] = deadline
            fired = true
        }
        return fired
    }
}
