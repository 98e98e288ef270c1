/// What an inline loop awaits between turns: a wake from the input thread,
/// from a view that came to need drawing, or from the end of the program's
/// work, or the next timer's time. A wake that comes while the loop is busy
/// is kept, so the loop's next wait returns at once.
@MainActor
final class InlineWake {
    private var waiter: CheckedContinuation<Void, Never>?
    private var pending = false

    /// Ends the current wait, or the next one if none is under way.
    func wake() {
        if let waiter {
            self.waiter = nil
            waiter.resume()
        } else {
            pending = true
        }
    }

    /// Returns after a wake, or once `timeout` has passed (`nil`: no limit).
    func wait(timeout: Duration?) async {
        if pending {
            pending = false
            return
        }
        let timer = timeout.map { timeout in
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: timeout)
                if !Task.isCancelled { self?.wake() }
            }
        }
        await withCheckedContinuation { waiter = $0 }
        pending = false
        timer?.cancel()
    }
}
