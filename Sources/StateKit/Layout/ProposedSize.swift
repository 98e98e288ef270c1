/// The space a parent offers a child during layout. `nil` on an axis asks for the
/// child's ideal size on that axis, as in SwiftUI's `ProposedViewSize`.
public struct ProposedSize: Hashable, Sendable {
    /// The columns offered; `nil` asks for the ideal width.
    public var width: Int?
    /// The rows offered; `nil` asks for the ideal height.
    public var height: Int?

    /// An offer of `width` by `height`; `nil` on an axis asks for the ideal size on it.
    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// An offer of exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the smallest size.
    public static let zero = ProposedSize(width: 0, height: 0)
}
