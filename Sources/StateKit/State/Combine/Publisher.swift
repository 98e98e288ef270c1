/// Something that delivers values over time, as Combine's `Publisher`; views
/// take them with `.onReceive(_:perform:)`. StateKit's publishers deliver on
/// the event loop.
public protocol Publisher<Output, Failure> {
    /// What it delivers.
    associatedtype Output
    /// How it fails; `Never` for the publishers a view can receive.
    associatedtype Failure: Error
}

/// A publisher that starts delivering once `connect()` is called.
@MainActor
public protocol ConnectablePublisher: Publisher {
    /// Starts delivering; cancelling the result stops it.
    func connect() -> any Cancellable
}

/// Something that can be stopped.
public protocol Cancellable {
    /// Stops it.
    func cancel()
}

/// A cancellable that runs a closure when cancelled, or when released.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// Runs `cancel` when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// Wraps another cancellable.
    public convenience init(_ cancellable: some Cancellable) {
        self.init { cancellable.cancel() }
    }

    deinit { onCancel?() }

    /// Runs the closure, once.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// The same cancellable.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    /// Hashes its identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Namespace of the publishers that operators return, as in Combine.
public enum Publishers {
    /// A connectable publisher connected as soon as it is received: the result
    /// of `autoconnect()`.
    public struct Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// What the upstream publisher delivers.
        public typealias Output = Upstream.Output
        /// How the upstream publisher fails.
        public typealias Failure = Upstream.Failure
        /// The publisher it connects.
        public let upstream: Upstream
    }
}

extension ConnectablePublisher {
    /// The same publisher, connected as soon as a view receives it.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

/// A publisher the event loop can drive: it delivers on a schedule.
@MainActor
protocol LoopScheduledPublisher {
    /// How often it delivers.
    var interval: Duration { get }
    /// Whether it delivers now (a timer publisher not yet connected does not).
    var isDelivering: Bool { get }
    /// The value of one delivery.
    func nextValue() -> Any
}

extension Publishers.Autoconnect: LoopScheduledPublisher where Upstream: LoopScheduledPublisher {
    var interval: Duration { upstream.interval }
    var isDelivering: Bool { true }
    func nextValue() -> Any { upstream.nextValue() }
}
