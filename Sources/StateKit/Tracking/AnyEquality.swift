/// Equality of values known only as `Any`, for the checks the engine makes at run
/// time: skipping equal writes and deciding whether a child view's inputs changed.
enum AnyEquality {
    /// `true` only when both values are `Equatable`, of the same type and equal.
    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return lhs.isEqual(to: rhs)
    }

    /// `nil` when the values cannot be compared (not `Equatable`).
    static func compare(_ lhs: Any, _ rhs: Any) -> Bool? {
        guard let lhs = lhs as? any Equatable else { return nil }
        return lhs.isEqual(to: rhs)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
