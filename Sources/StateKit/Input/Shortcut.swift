/// A key and what it does, as a node collects them from its elements. A
/// struct, not a tuple: a function kept in an array inside a tuple is wrapped
/// in a new thunk, an allocation, each time it is stored.
struct Shortcut {
    /// The key it answers; `nil` for a handler, which may answer any key.
    let key: Key?
    let action: @MainActor () -> Void
    /// SwiftUI's `onKeyPress`: asked with each key, it says whether it took it.
    let handler: (@MainActor (Key) -> Bool)?

    /// `action` for `key`.
    init(key: Key, action: @escaping @MainActor () -> Void) {
        self.key = key
        self.action = action
        handler = nil
    }

    /// A handler asked with every key, which says whether it took it: a key
    /// it leaves goes on to the shortcuts of the views around it.
    init(handler: @escaping @MainActor (Key) -> Bool) {
        key = nil
        action = {}
        self.handler = handler
    }

    /// Whether the shortcut may take `key`: its own key, or any for a handler.
    func mayTake(_ key: Key) -> Bool { handler != nil || self.key == key }

    /// Runs the shortcut for `key` if it takes it; `true` when it did.
    @MainActor
    func take(_ key: Key) -> Bool {
        if let handler { return handler(key) }
        guard self.key == key else { return false }
        action()
        return true
    }
}
