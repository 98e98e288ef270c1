import Foundation

/// The largest circle that fits in its frame, centred, as SwiftUI's. Stroked
/// on the braille dot grid; filled in half blocks. A cell is twice as tall
/// as it is wide, so a circle 8 columns wide is 4 rows tall.
public struct Circle: InsettableShape, Hashable {
    /// A circle.
    public init() {}

    /// The circle centred in `rect`, its diameter the shorter side.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// The circle `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}
