import Foundation

/// A shape as the engine draws it: its outline in a rect, in points, and
/// whether it is a box of cells. Two outlines are equal when they come from
/// equal shapes of one type: an equal shape keeps the cells drawn for it.
/// A class, so that the environment that carries a container's shape stays
/// one reference to copy.
final class ShapeOutline: Equatable, @unchecked Sendable {
    // Unchecked: the shape it holds is `Sendable`, kept as `Any` to compare.
    /// The outline in a rect.
    let path: @MainActor (CGRect) -> Path
    /// The rounded corners of a box of cells; `nil` for a shape that is not one.
    let boxCorners: RoundedCorners?
    private let value: Any
    private let isEqual: (Any) -> Bool

    init<Value: Sendable>(
        _ value: Value, boxCorners: RoundedCorners?, path: @escaping @MainActor (CGRect) -> Path
    ) {
        self.value = value
        self.boxCorners = boxCorners
        self.path = path
        isEqual = { other in
            guard let equatable = value as? any Equatable else { return false }
            return Self.equal(equatable, other)
        }
    }

    private static func equal<T: Equatable>(_ value: T, _ other: Any) -> Bool { (other as? T) == value }

    static func == (lhs: ShapeOutline, rhs: ShapeOutline) -> Bool { lhs.isEqual(rhs.value) }

    /// The outline `amount` points inside every side of its rect.
    func inset(by amount: CGFloat) -> ShapeOutline {
        let path = path
        return ShapeOutline(InsetKey(base: self, amount: amount), boxCorners: boxCorners) { rect in
            path(rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2)))
        }
    }

    private struct InsetKey: Equatable, @unchecked Sendable {
        let base: ShapeOutline
        let amount: CGFloat
    }
}
