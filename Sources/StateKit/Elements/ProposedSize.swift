/// The space a parent offers a child during layout. `nil` on an axis asks for the
/// child's ideal size on that axis, as in SwiftUI's `ProposedViewSize`.
package struct ProposedSize: Hashable, Sendable {
    /// The columns offered; `nil` asks for the ideal width.
    package var width: Int?
    /// The rows offered; `nil` asks for the ideal height.
    package var height: Int?

    /// An offer of `width` by `height`; `nil` on an axis asks for the ideal size on it.
    package init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// An offer of exactly `size`.
    package init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size.
    package static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the smallest size.
    package static let zero = ProposedSize(width: 0, height: 0)
}
