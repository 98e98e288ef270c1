/// The two layout directions.
public enum Axis: Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}

extension Axis {
    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes, one bit each.
        public let rawValue: Int8
        /// The axes of `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
