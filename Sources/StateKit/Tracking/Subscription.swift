/// A live dependency; cancelling or releasing it stops the notifications.
@MainActor
public final class Subscription {
    private var onCancel: (@MainActor () -> Void)?

    /// A subscription that runs `onCancel` once, when it is cancelled or released.
    public init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the notifications; cancelling again does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    isolated deinit {
        onCancel?()
    }
}
