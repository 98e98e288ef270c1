import Foundation

/// A rectangle filling its frame, as SwiftUI's. Stroked, its edges are
/// box-drawing lines on the frame's outermost cells.
public struct Rectangle: InsettableShape, BoxedShape, Hashable {
    /// A rectangle.
    public init() {}

    /// The frame's outline.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The rectangle `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }

    var boxCorners: RoundedCorners? { [] }
}
