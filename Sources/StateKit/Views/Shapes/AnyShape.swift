import Foundation

/// A shape of any type, as SwiftUI's: the shape it wraps draws as it would.
public struct AnyShape: Shape, Equatable {
    let wrapped: ShapeOutline

    /// The shape `shape`, its type erased.
    public init<S: Shape>(_ shape: S) {
        wrapped = shape.outline
    }

    /// The wrapped shape's outline.
    public func path(in rect: CGRect) -> Path { wrapped.path(rect) }
}

extension AnyShape: BoxedShape {
    var boxCorners: RoundedCorners? { wrapped.boxCorners }
}

/// The shape of the container the view is in, as `containerShape` gives
/// it; a rectangle where none does.
public struct ContainerRelativeShape: InsettableShape, Hashable {
    /// The container's shape.
    public init() {}

    /// A rectangle: the container's own shape is drawn in its place when
    /// drawn as a view.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The container's shape, `amount` points inside the frame.
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
        _InsetShape(base: self, amount: amount)
    }
}

/// A shape that draws the shape of the container it is in.
@MainActor
protocol ContainerRelativeDrawing {
    /// The shape drawn in `container`, the environment's container shape.
    func outline(in container: ShapeOutline?) -> ShapeOutline
}

extension ContainerRelativeShape: ContainerRelativeDrawing {
    func outline(in container: ShapeOutline?) -> ShapeOutline { container ?? outline }
}

extension _InsetShape: ContainerRelativeDrawing where Base == ContainerRelativeShape {
    func outline(in container: ShapeOutline?) -> ShapeOutline {
        (container ?? base.outline).inset(by: amount)
    }
}
