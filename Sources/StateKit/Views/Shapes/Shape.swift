import Foundation

/// A shape, as SwiftUI's: an outline in points, drawn in the rect its view
/// is given. As a view it takes all the room it is offered and is filled
/// with the foreground style; `fill`, `stroke` and `strokeBorder` say how
/// else to draw it.
public protocol Shape: Sendable, Animatable, View {
    /// The outline in `rect`, in points: a column is 8 points wide and a row 16 tall.
    func path(in rect: CGRect) -> Path
}

/// A shape that can be drawn inside its own outline: `strokeBorder` keeps a
/// stroke within the frame by insetting the shape by half the line's width.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points inside its frame on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    /// A shape is filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(evenOdd: false))
    }
}

/// A shape whose straight edges fall on cells: stroked in box-drawing
/// characters rather than dots, square or rounded.
@MainActor
protocol BoxedShape {
    /// The corners of the box drawn rounded; `nil` when the shape is not a box.
    var boxCorners: RoundedCorners? { get }
}

extension Shape {
    /// The shape as the engine draws it.
    var outline: ShapeOutline {
        ShapeOutline(self, boxCorners: (self as? any BoxedShape)?.boxCorners) { self.path(in: $0) }
    }
}
