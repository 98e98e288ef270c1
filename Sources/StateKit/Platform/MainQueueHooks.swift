import CMainQueue

/// The main dispatch queue served from StateKit's own loop rather than by
/// `dispatchMain()`: libdispatch signals a descriptor (an eventfd on Linux)
/// when work is queued for the main thread, and the loop drains the queue
/// when the descriptor is ready.
package enum MainQueueHooks {
    /// The descriptor that becomes readable when the main queue has work.
    package static var descriptor: Int32 { sk_main_queue_descriptor() }

    /// Runs the work queued on the main queue, and rearms `descriptor`.
    package static func drain(_ descriptor: Int32) {
        sk_drain_main_queue(descriptor)
    }
}
