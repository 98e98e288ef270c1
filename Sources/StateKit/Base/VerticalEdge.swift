/// An edge of the vertical axis, as SwiftUI names it.
public enum VerticalEdge: CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// Vertical edges, any number of them.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges, one bit each.
        public let rawValue: Int8
        /// The edges of `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1 << 0)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << 1)
        /// Both.
        public static let all: Set = [.top, .bottom]
    }
}
