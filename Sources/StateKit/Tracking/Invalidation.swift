/// Why a view node was marked for re-evaluation, in the spirit of SwiftUI's
/// `Self._printChanges()`: `CounterView: CounterState.counter changed`.
public struct Invalidation: Hashable, Sendable, CustomStringConvertible {
    public let view: String
    public let cause: String

    public init(view: String, cause: String) {
        self.view = view
        self.cause = cause
    }

    public var description: String { "\(view): \(cause)" }
}
