/// The four edges of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The leading (left) edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing (right) edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges, one bit each.
        public let rawValue: Int8
        /// The edges of `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// One edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// `top`.
        public static let top = Set(.top)
        /// `leading`.
        public static let leading = Set(.leading)
        /// `bottom`.
        public static let bottom = Set(.bottom)
        /// `trailing`.
        public static let trailing = Set(.trailing)
        /// `horizontal`.
        public static let horizontal: Set = [.leading, .trailing]
        /// `vertical`.
        public static let vertical: Set = [.top, .bottom]
        /// `all`.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
