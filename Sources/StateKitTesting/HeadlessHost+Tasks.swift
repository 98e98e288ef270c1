import StateKit

extension HeadlessHost {
    /// Lets the tasks the views started (`.task`, `.task(id:)`,
    /// `.refreshable`) run until each waits again, then draws a frame with
    /// what they changed. A task waits on the host's clock when it sleeps:
    /// `advanceClock(by:)` wakes it, so a test moves a task's time on without
    /// sleeping.
    ///
    /// ```swift
    /// let host = HeadlessHost(Ticker())
    /// await host.settle()                   // the task starts, then sleeps a second
    /// host.advanceClock(by: .seconds(1))
    /// await host.settle()                   // it wakes, counts, and sleeps again
    /// #expect(host.text == "ticks: 1")
    /// ```
    ///
    /// A task that waits on something outside the app (the network, a file)
    /// is left waiting: a test that needs its result waits for it itself.
    public func settle() async {
        guard let executor = application.graph.taskExecutor else { return }
        // The work of a task goes around the main queue: its main-actor part
        // directly, its other part through the executor, which counts it. A
        // few turns of the queue in which the executor ran nothing and has
        // nothing waiting mean every task is waiting on something else.
        var last = executor.activity
        var quietTurns = 0
        var turns = 0
        while quietTurns < Self.quietTurnsToSettle && turns < Self.mostTurnsToSettle {
            await Task.yield()
            let now = executor.activity
            quietTurns = now.ran == last.ran && now.queued == 0 ? quietTurns + 1 : 0
            last = now
            turns += 1
        }
        process([])
    }

    /// Turns of the main queue without the tasks' work that `settle()` takes
    /// for quiet: a task woken from a sleep comes back to the main actor one
    /// turn after the executor ran it.
    static var quietTurnsToSettle: Int { 3 }

    /// Turns after which `settle()` stops waiting for tasks that never rest.
    static var mostTurnsToSettle: Int { 10_000 }
}
