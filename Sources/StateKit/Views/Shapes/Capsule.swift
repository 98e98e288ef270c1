import Foundation

/// A rectangle whose shorter sides are half circles, as SwiftUI's. Stroked,
/// it is a box with rounded corners.
public struct Capsule: InsettableShape, BoxedShape, Hashable {
    /// The corners' shape, drawn as quarter circles in either case.
    public var style: RoundedCornerStyle

    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// The frame's outline, its shorter sides half circles.
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    /// The capsule `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }

    var boxCorners: RoundedCorners? { .all }
}
