import Testing

@testable import StateKit

// The executor behind tasks under a manual clock: a sleep waits for the
// clock to be moved, and a wake is handed back at once, so that
// `HeadlessHost.settle()` sees it.

@MainActor
@Suite("The manual clock's task executor")
struct ManualTaskExecutorTests {
    @Test("A sleep that is over resumes its task before advance returns: the task's next job is already queued")
    func wakeIsQueuedAtOnce() async {
        for _ in 0..<20 {
            let executor = ManualTaskExecutor()
            let task = Task(executorPreference: executor) { try? await Self.sleepOneSecond() }
            await turnsUntil { executor.sleeping == 1 }
            executor.advance(to: .seconds(1))
            #expect(executor.sleeping == 0)
            #expect(executor.activity.queued == 1, "the woken task waits on the main queue, not on another thread")
            await task.value
        }
    }

    @Test("A deadline reckoned from the real clock waits the time the program wrote, however long its job ran")
    func deadlineReadFromTheRealClock() async {
        let executor = ManualTaskExecutor()
        let task = Task(executorPreference: executor) {
            (try? await Self.sleep(aSecondAfterWorking: .milliseconds(5))) != nil
        }
        await turnsUntil { executor.sleeping == 1 }
        executor.advance(to: .milliseconds(999))
        await turnsUntil { executor.activity.queued == 0 }
        #expect(
            executor.sleeping == 1,
            "five real milliseconds passed between the deadline and the sleep: none on the manual clock")
        executor.advance(to: .seconds(1))
        #expect(await task.value, "the sleep ended, not cancelled")
    }

    @Test(
        "The plainest duration in a span is the one with the most trailing zeros",
        arguments: [
            (999_998_898, 1_000_000_391, 1_000_000_000),
            (249_990_000, 250_004_000, 250_000_000),
            (16_666_100, 16_667_100, 16_667_000),
            (1_234, 1_234, 1_234),
            (7, 3, 7),
        ])
    func plainest(low: Int64, high: Int64, expected: Int64) {
        #expect(Duration.plainest(from: .nanoseconds(low), through: .nanoseconds(high)) == .nanoseconds(expected))
    }

    @Test("A span that reaches below zero or beyond a day is left as its shortest, however long")
    func plainestOutsideADay() {
        #expect(Duration.plainest(from: .nanoseconds(-5), through: .nanoseconds(3)) == .nanoseconds(-5))
        #expect(Duration.plainest(from: .seconds(86_399), through: .seconds(86_401)) == .seconds(86_399))
        #expect(
            Duration.plainest(from: .seconds(Int64.max - 1), through: .seconds(Int64.max)) == .seconds(Int64.max - 1))
    }

    /// Sleeps off the main actor, where the executor runs it.
    nonisolated private static func sleepOneSecond() async throws {
        try await Task.sleep(for: .seconds(1))
    }

    /// Reads the real clock for a deadline a second away, then works for
    /// `work` of real time before it sleeps until it.
    nonisolated private static func sleep(aSecondAfterWorking work: Duration) async throws {
        let deadline = ContinuousClock.now + .seconds(1)
        let busyUntil = ContinuousClock.now + work
        while ContinuousClock.now < busyUntil {}
        try await Task.sleep(until: deadline, clock: .continuous)
    }

    /// Turns of the main queue until `condition` holds, at most 10,000.
    private func turnsUntil(_ condition: () -> Bool) async {
        var turns = 0
        while !condition() && turns < 10_000 {
            await Task.yield()
            turns += 1
        }
    }
}
