/// A two-dimensional vector, as Apple's CoreGraphics defines it; Linux's
/// Foundation has the other geometry types, not this one.
public struct CGVector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The vector of `dx` across and `dy` down.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector of `dx` across and `dy` down.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector of `dx` across and `dy` down.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// No length at all.
    public static let zero = CGVector(dx: 0, dy: 0)
}
