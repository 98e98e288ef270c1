import Foundation

/// A rectangle with rounded corners, as SwiftUI's. Filled, its corners are
/// cut in half blocks; stroked, its edges are box-drawing lines with rounded
/// corners (`╭╮╰╯`).
public struct RoundedRectangle: InsettableShape, BoxedShape, Hashable {
    /// The corners' width and height, in points.
    public var cornerSize: CGSize
    /// The corners' shape, drawn as quarter circles in either case.
    public var style: RoundedCornerStyle

    /// A rectangle whose corners have a radius of `cornerRadius` points.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle whose corners are `cornerSize` points.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The frame's outline with rounded corners.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// The rectangle `amount` points inside its frame, its corners as much smaller.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        var smaller = self
        smaller.cornerSize = CGSize(
            width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount))
        return _InsetShape(base: smaller, amount: amount)
    }

    var boxCorners: RoundedCorners? { cornerSize.width > 0 && cornerSize.height > 0 ? .all : [] }
}
