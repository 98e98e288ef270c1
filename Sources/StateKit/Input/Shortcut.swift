/// A key and what it does, as a node collects them from its elements. A
/// struct, not a tuple: a function kept in an array inside a tuple is wrapped
/// in a new thunk, an allocation, each time it is stored.
struct Shortcut {
    let key: Key
    let action: @MainActor () -> Void
}
