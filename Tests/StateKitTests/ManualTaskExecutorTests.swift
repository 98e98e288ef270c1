import Synchronization
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

    @Test(
        "A deadline read from the real clock waits what the program wrote, as far as the job's time allows",
        arguments: [
            // A second, read 1.1 ms before it reached the executor, in a job 1.2 ms long.
            (999_998_900, 1_200_000, 1_000_000_000),
            // The same, in a job of 3 ms: no more than 2 ms are taken back.
            (999_998_900, 3_000_000, 1_000_000_000),
            // Read 5 ms before: beyond the allowance, the plainest within it.
            (995_000_100, 9_000_000, 996_000_000),
            // 15 ms asked for 10 ms into a job: 15 ms.
            (14_999_000, 10_000_000, 15_000_000),
            // A sixtieth of a second, read at once: kept to the microsecond.
            (16_666_600, 1_000, 16_667_000),
            // The same 0.5 ms into a job: up to the allowance later.
            (16_666_000, 500_000, 17_000_000),
        ])
    func deadlineReadFromTheRealClock(readAs: Int64, jobRan: Int64, expected: Int64) {
        let wait = ManualTaskExecutor.wait(readAs: .nanoseconds(readAs), jobRan: .nanoseconds(jobRan))
        #expect(wait == .nanoseconds(expected))
    }

    @Test(
        "A sleep already over resumes its task through the main queue, counted: between two turns it is queued or done")
    func sleepsAlreadyOverAreCounted() async {
        let executor = ManualTaskExecutor()
        let flag = Flag()
        let task = Task(executorPreference: executor) {
            await Self.sleepNoTime(times: 100)
            flag.done.withLock { $0 = true }
        }
        // Between two turns of the main queue the task is always either
        // queued there or done: its wakes are never with another thread.
        var seenIdle = 0
        var turns = 0
        while !flag.done.withLock({ $0 }) && turns < 100_000 {
            await Task.yield()
            if executor.activity.queued == 0 && !flag.done.withLock({ $0 }) { seenIdle += 1 }
            turns += 1
        }
        #expect(seenIdle == 0, "turns that saw the task neither queued nor done")
        await turnsUntilQuiet(executor)
        #expect(flag.done.withLock { $0 })
        await task.value
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

    /// Sleeps for no time, `times` times, off the main actor.
    nonisolated private static func sleepNoTime(times: Int) async {
        for _ in 0..<times { try? await Task.sleep(for: .zero) }
    }

    /// Whether a task got to its end.
    final class Flag: Sendable {
        let done = Mutex(false)
    }

    /// Turns of the main queue until three in a row in which the executor ran
    /// nothing and has nothing waiting, as `HeadlessHost.settle()` takes them.
    private func turnsUntilQuiet(_ executor: ManualTaskExecutor) async {
        var last = executor.activity
        var quiet = 0
        var turns = 0
        while quiet < 3 && turns < 10_000 {
            await Task.yield()
            let now = executor.activity
            quiet = now.ran == last.ran && now.queued == 0 ? quiet + 1 : 0
            last = now
            turns += 1
        }
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
