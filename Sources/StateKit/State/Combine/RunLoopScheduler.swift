/// `RunLoop.main` as a scheduler (`receive(on:)`, `debounce(for:scheduler:)`),
/// as in Combine. StateKit's event loop serves the main dispatch queue, not
/// Foundation's run loop, so the work is scheduled on the main queue: it runs
/// on the event loop, between frames. Its times and strides are the main
/// queue's (`.milliseconds(300)`, `.seconds(1)`, a number of seconds).
// Retroactive on purpose: Combine declares this conformance on Apple's
// systems, and ported code relies on it; OpenCombineFoundation's, which would
// need Foundation's run loop to run, is not linked.
// swift-format-ignore: AvoidRetroactiveConformances
extension RunLoop: @retroactive Scheduler {
    /// The main queue's time: `RunLoop` work runs there.
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    /// The main queue's options.
    public typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    /// The main queue's present time.
    public var now: SchedulerTimeType { DispatchQueue.main.now }

    /// The main queue's tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { DispatchQueue.main.minimumTolerance }

    /// Runs `action` on the event loop, after what is already queued.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        DispatchQueue.main.schedule(options: options, action)
    }

    /// Runs `action` on the event loop at `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        DispatchQueue.main.schedule(after: date, tolerance: tolerance, options: options, action)
    }

    /// Runs `action` on the event loop at `date`, then every `interval`, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        DispatchQueue.main.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
    }
}
