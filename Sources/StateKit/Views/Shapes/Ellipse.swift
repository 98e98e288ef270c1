import Foundation

/// The ellipse that fills its frame, as SwiftUI's.
public struct Ellipse: InsettableShape, Hashable {
    /// An ellipse.
    public init() {}

    /// The ellipse that fits `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    /// The ellipse `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}
