/// Where a view sits in a larger frame, on both axes.
public struct Alignment: Hashable, Sendable {
    /// Where on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// Where on the vertical axis.
    public var vertical: VerticalAlignment

    /// An alignment from one position on each axis.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `center`.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// `leading`.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// `trailing`.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// `top`.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// `bottom`.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// `topLeading`.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// `topTrailing`.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// `bottomLeading`.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// `bottomTrailing`.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` goes in `rect`.
    func place(_ size: Size, in rect: Rect) -> Rect {
        let width = min(size.width, rect.size.width)
        let height = min(size.height, rect.size.height)
        let x = rect.minX + horizontal.position.offset(slack: rect.size.width - width)
        let y = rect.minY + vertical.position.offset(slack: rect.size.height - height)
        return Rect(x: x, y: y, width: width, height: height)
    }
}

extension StackElement.Position {
    /// How far from the start a child goes, given the room it leaves.
    func offset(slack: Int) -> Int {
        switch self {
        case .start: 0
        case .center: slack / 2
        case .end: slack
        }
    }
}

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

/// Space on each edge, in cells.
public struct EdgeInsets: Hashable, Sendable {
    /// Cells of space on the top edge.
    public var top: CGFloat
    /// Cells of space on the leading edge.
    public var leading: CGFloat
    /// Cells of space on the bottom edge.
    public var bottom: CGFloat
    /// Cells of space on the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given sizes, in cells.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A length given in points, as a count of cells: one point is one cell.
@MainActor
@usableFromInline
enum Cells {
    /// `length` in cells, or `fallback` when none is given. Not written as
    /// `length.map(Cells.count)`: a function passed to `Optional.map` pays a
    /// runtime isolation check, and views are made at every evaluation.
    @usableFromInline
    static func count(_ length: CGFloat?, or fallback: Int) -> Int {
        guard let length else { return fallback }
        return count(length)
    }

    static func count(_ length: CGFloat) -> Int {
        guard length.isFinite else { return length > 0 ? Layout.unbounded : 0 }
        return max(0, Int(length.rounded()))
    }
}
