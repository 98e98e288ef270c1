/// A live dependency; cancelling or releasing it stops the notifications.
@MainActor
package final class Subscription {
    private var onCancel: (@MainActor () -> Void)?

    /// A subscription that runs `onCancel` once, when it is cancelled or released.
    package init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the notifications; cancelling again does nothing.
    package func cancel() {
        onCancel?()
        onCancel = nil
    }

    isolated deinit {
        onCancel?()
    }
}
