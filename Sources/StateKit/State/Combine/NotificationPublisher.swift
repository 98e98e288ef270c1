extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, or from
    /// any object when `nil`), as Combine's: delivered on the thread that
    /// posts them.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The publisher `publisher(for:object:)` returns.
    public struct Publisher: OpenCombine.Publisher {
        /// Each notification posted.
        public typealias Output = Notification
        /// Notifications never fail.
        public typealias Failure = Never

        /// The center observed.
        public let center: NotificationCenter
        /// The name observed.
        public let name: Notification.Name
        /// The sender observed, or `nil` for any.
        public let object: AnyObject?

        /// Observes the center for `subscriber` until the subscription is cancelled.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            // A subject is safe to send to from any thread.
            nonisolated(unsafe) let subject = PassthroughSubject<Notification, Never>()
            let center = self.center
            nonisolated(unsafe) let observer = center.addObserver(forName: name, object: object, queue: nil) {
                subject.send($0)
            }
            subject.handleEvents(receiveCancel: { center.removeObserver(observer) }).receive(subscriber: subscriber)
        }
    }
}
