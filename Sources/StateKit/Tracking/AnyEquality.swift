import Foundation

/// Equality of values known only as `Any`, for the checks the engine makes at run
/// time: skipping equal writes and deciding whether a child view's inputs changed.
enum AnyEquality {
    /// `true` only when both values are `Equatable`, of the same type and equal.
    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        compare(lhs, rhs) ?? false
    }

    /// `nil` when the values cannot be compared (not `Equatable`).
    static func compare(_ lhs: Any, _ rhs: Any) -> Bool? {
        if let known = EverydayEquatables.equatable(type(of: lhs)) { return isEqual(lhs, rhs, as: known) }
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

/// `lhs`, of type `Value`, equals `rhs`: a value of the very same type, as a
/// cast to another type would try Foundation's bridging first.
private func isEqual<Value: Equatable>(_ lhs: Any, _ rhs: Any, as _: Value.Type) -> Bool {
    guard type(of: rhs) == Value.self, let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
    return lhs == rhs
}
