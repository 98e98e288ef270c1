/// The space a parent offers a child during layout. `nil` on an axis asks for the
/// child's ideal size on that axis, as in SwiftUI's `ProposedViewSize`.
public struct ProposedSize: Hashable, Sendable {
    public var width: Int?
    public var height: Int?

    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the smallest size.
    public static let zero = ProposedSize(width: 0, height: 0)
}
