import Dispatch
import Synchronization
@_spi(ExperimentalScheduling) import _Concurrency

/// Where the tasks that views start (`.task`, `.refreshable`) run while the
/// application's clock is a manual one (tests, `--headless`): their work off
/// the main actor runs on the main queue, in order, and their sleeps
/// (`Task.sleep`, any clock's `sleep`) wait for the manual clock, so that a
/// test moves a task's time on as it moves a timer's, without sleeping.
///
/// A task started with this executor as its preference sends here what it
/// runs off any actor, `Task.sleep`'s wait among it; what it runs on the main
/// actor stays there. With the real clock no task is given a preference and
/// nothing of this runs.
package final class ManualTaskExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    private struct Sleeper {
        let deadline: Duration
        let order: Int
        let job: UnownedJob
    }

    private struct State {
        /// The manual clock's time, as the main actor last set it.
        var now: Duration = .zero
        var sleepers: [Sleeper] = []
        var sleepsMade = 0
        /// Jobs sent to the main queue and not yet run.
        var queued = 0
        /// Jobs run since the executor was made.
        var ran = 0
        /// When the job running now began, on the real clock: the earliest a
        /// sleep it asks for can have read the time its deadline counts from.
        var runningJobBegan: ContinuousClock.Instant?
    }

    private let state = Mutex(State())

    package func enqueue(_ job: consuming ExecutorJob) {
        runOnMainQueue(UnownedJob(job), isSleep: false)
    }

    /// Runs `job` on the main queue, counted; a sleep's job where a task with
    /// no preference runs (see `wake(_:)`).
    private func runOnMainQueue(_ job: UnownedJob, isSleep: Bool) {
        state.withLock { $0.queued += 1 }
        DispatchQueue.main.async {
            self.state.withLock {
                $0.queued -= 1
                $0.ran += 1
                $0.runningJobBegan = .now
            }
            if isSleep {
                self.wake(job)
            } else {
                job.runSynchronously(on: self.asUnownedTaskExecutor())
            }
            self.state.withLock { $0.runningJobBegan = nil }
        }
    }

    /// A sleep's job is a task of the runtime's own, with no executor
    /// preference, that resumes the sleeper. Run on this executor it would
    /// first move to the global pool, and resume the sleeper from another
    /// thread some time later, after `settle()` may have taken the tasks for
    /// quiet. Run where a task with no preference belongs, it resumes the
    /// sleeper at once, which sends it here, counted.
    private func wake(_ sleep: UnownedJob) {
        sleep.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
    }

    /// How much later than the real clock says a deadline may be taken to
    /// be (`enqueue(_:at:tolerance:clock:)`): more than the time between
    /// reading the clock and sleeping on a busy machine, little against the
    /// durations programs sleep for.
    static let deadlineReadingAllowance = Duration.milliseconds(2)

    /// A sleep until `instant` waits, on the manual clock, for the time from
    /// now to it on its own clock: an instant reckoned from an earlier one
    /// (`last + interval`) comes that much later than the real clock would
    /// make it. A cancelled sleep's job stays until its time comes, and then
    /// wakes a task that has gone on already, which does nothing.
    ///
    /// `Task.sleep(for:)` reads the real clock to make its deadline, and real
    /// time passes before the deadline arrives here: a second asked for
    /// would be a second less a few microseconds, or milliseconds on a busy
    /// machine, and wake when a test moves the clock by 999 ms. The clock was
    /// read during the job running now, most likely just before: the wait is
    /// taken as the plainest duration from the deadline less now to the
    /// deadline less that job's start, or less `deadlineReadingAllowance`
    /// past the first if the job ran longer. A whole number of milliseconds
    /// is so kept exactly; another duration may come out up to the
    /// allowance later, when the job worked a while before it slept.
    package func enqueue<C: Clock>(
        _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
    ) {
        var wait = clock.now.duration(to: instant) as? Duration ?? .zero
        if let began = state.withLock({ $0.runningJobBegan }) {
            wait = Self.wait(readAs: wait, jobRan: began.duration(to: .now))
        }
        schedule(UnownedJob(job), after: wait)
    }

    /// The wait a program asked for, whose deadline says `wait` from now,
    /// read in a job that has run for `jobRan`.
    static func wait(readAs wait: Duration, jobRan: Duration) -> Duration {
        .plainest(from: wait, through: wait + min(jobRan, deadlineReadingAllowance))
    }

    package func enqueue<C: Clock>(
        _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
    ) {
        schedule(UnownedJob(job), after: delay as? Duration ?? .zero)
    }

    /// The clocks a program sleeps on count in `Duration`; another clock's
    /// wait is taken as none, as is a wait already over.
    private func schedule(_ job: UnownedJob, after wait: Duration) {
        guard wait > .zero else {
            runOnMainQueue(job, isSleep: true)
            return
        }
        state.withLock {
            $0.sleepsMade += 1
            $0.sleepers.append(Sleeper(deadline: $0.now + wait, order: $0.sleepsMade, job: job))
        }
    }

    /// Sets the time to `now` and wakes, in the order of their deadlines, the
    /// sleeps that are over: each task goes on from its `await`, in turn, as
    /// the main queue runs.
    package func advance(to now: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due.sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
        }
        for sleeper in due { wake(sleeper.job) }
    }

    /// Jobs run since the executor was made, and jobs waiting on the main
    /// queue: what `HeadlessHost.settle()` watches to know the tasks went quiet.
    package var activity: (ran: Int, queued: Int) {
        state.withLock { ($0.ran, $0.queued) }
    }

    /// The sleeps not over yet.
    package var sleeping: Int {
        state.withLock { $0.sleepers.count }
    }
}
