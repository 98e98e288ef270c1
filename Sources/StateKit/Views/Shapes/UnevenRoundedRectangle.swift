import Foundation

/// The radii of a rectangle's four corners, in points, as SwiftUI's.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner, 0 unless given.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners each have a radius of their own, as SwiftUI's.
/// Stroked, a box-drawing corner is rounded where its radius is not 0.
public struct UnevenRoundedRectangle: InsettableShape, BoxedShape, Hashable {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' shape, drawn as quarter circles in either case.
    public var style: RoundedCornerStyle

    /// A rectangle with the corners `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with each corner's radius, 0 unless given.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The frame's outline with each corner rounded by its radius.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        let radii = [
            cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading,
        ]
        path.addRoundedRect(in: rect, radii: radii.map { CGSize(width: $0, height: $0) })
        return path
    }

    /// The rectangle `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }

    var boxCorners: RoundedCorners? {
        let radii = [
            cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading,
        ]
        var corners: RoundedCorners = []
        for (corner, radius) in zip(RoundedCorners.clockwise, radii) where radius > 0 { corners.insert(corner) }
        return corners
    }
}
