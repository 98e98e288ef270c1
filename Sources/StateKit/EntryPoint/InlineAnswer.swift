import Observation

/// The answer an inline question holds while it is asked: observed, so the
/// views bound to it are drawn again when a key changes it.
@MainActor
@Observable
final class InlineAnswer<Value> {
    /// The answer as the views show it now.
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
