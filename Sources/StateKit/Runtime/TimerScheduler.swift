/// Keeps the deadlines of the timers declared by views on screen. A timer that
/// appears is due one interval later; one that leaves the screen is forgotten.
@MainActor
final class TimerScheduler {
    // `@exclusivity(unchecked)`: synced at every frame, never while another
    // access to it is under way.
    @exclusivity(unchecked) private var deadlines: [ElementID: Duration] = [:]

    /// Matches the deadlines to the timers now on screen.
    func sync(with timers: [ViewTimer], now: Duration) {
        if timers.isEmpty && deadlines.isEmpty { return }
        var current: [ElementID: Duration] = [:]
        for timer in timers { current[timer.id] = deadlines[timer.id] ?? now + timer.interval }
        deadlines = current
    }

    /// The earliest deadline, or `nil` when no timer is active.
    var nextDeadline: Duration? { deadlines.values.min() }

    /// Runs every timer that is due at `now`, once: intervals missed while the
    /// program was stopped (or the manual clock jumped) are skipped, not replayed,
    /// so each firing sees the view as its last evaluation left it. Returns
    /// whether any ran.
    @discardableResult
    func fireDue(_ timers: [ViewTimer], now: Duration) -> Bool {
        var fired = false
        for timer in timers {
            guard let deadline = deadlines[timer.id], deadline <= now else { continue }
            timer.action()
            let next = deadline + timer.interval
            deadlines[timer.id] = next > now ? next : now + timer.interval
            fired = true
        }
        return fired
    }
}
