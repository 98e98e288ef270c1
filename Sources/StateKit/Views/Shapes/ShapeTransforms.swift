import Foundation

/// A shape drawn `amount` points inside its frame on every side: what
/// `inset(by:)` and `strokeBorder` make.
public struct _InsetShape<Base: Shape>: InsettableShape {
    /// The shape inset.
    public var base: Base
    /// How far inside, in points.
    public var amount: CGFloat

    /// The base shape's outline in the rect made smaller by `amount`.
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2)))
    }

    /// The shape further inside.
    public func inset(by more: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: amount + more) }

}

/// The part of a shape's outline between two fractions of its length: what
/// `trim(from:to:)` makes. Always drawn on the dot grid, its straight edges too.
public struct _TrimmedShape<Base: Shape>: Shape {
    /// The shape trimmed.
    public var shape: Base
    /// Where the part starts, a fraction of the outline's length.
    public var startFraction: CGFloat
    /// Where the part ends, a fraction of the outline's length.
    public var endFraction: CGFloat

    /// The part of the base shape's outline.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

/// A shape moved by an offset in points: what `offset(_:)` makes.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far, in points.
    public var offset: CGSize

    /// The base shape's outline, moved.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape turned about a point of its frame: what `rotation(_:anchor:)`
/// makes. Its points turn exactly; a cell's glyph cannot, so a turned box is
/// drawn on the dot grid.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far, towards the positive y axis (clockwise as seen).
    public var angle: Angle
    /// The point it turns about.
    public var anchor: UnitPoint

    /// The base shape's outline, turned.
    public func path(in rect: CGRect) -> Path {
        let center = anchor.point(in: rect)
        let cosine = cos(angle.radians)
        let sine = sin(angle.radians)
        // A point is turned in points, where a column is half as wide as a row is tall.
        return shape.path(in: rect).mapPoints { point in
            let dx = point.x - center.x
            let dy = point.y - center.y
            return CGPoint(x: center.x + dx * cosine - dy * sine, y: center.y + dx * sine + dy * cosine)
        }
    }
}

/// A shape scaled about a point of its frame: what `scale(_:anchor:)` makes.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The factors across and down.
    public var scale: CGSize
    /// The point it is scaled about.
    public var anchor: UnitPoint

    /// The base shape's outline, scaled.
    public func path(in rect: CGRect) -> Path {
        let center = anchor.point(in: rect)
        return shape.path(in: rect).mapPoints { point in
            CGPoint(x: center.x + (point.x - center.x) * scale.width, y: center.y + (point.y - center.y) * scale.height)
        }
    }
}

/// A shape's outline as a shape of its own: what `stroke(lineWidth:)` and
/// `stroke(style:)` make. Drawn as a stroke wherever it is drawn; its path
/// is the outline's centre line.
public struct _StrokedShape<Base: Shape>: Shape {
    /// The shape stroked.
    public var shape: Base
    /// How the outline is drawn.
    public var style: StrokeStyle

    /// The base shape's outline, the line the stroke follows.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

extension Shape {
    /// The part of the outline from `startFraction` to `endFraction` of its
    /// length: a progress ring's arc, say.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape moved by `offset` points.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved `x` points across and `y` down.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape turned by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` across and `y` down, about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` both ways, about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The outline as a shape, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline as a shape, drawn in `style`.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }
}

// An inset or moved box is still a box of cells; a turned, scaled or
// trimmed one is drawn on the dot grid.
extension _InsetShape: BoxedShape where Base: BoxedShape {
    var boxCorners: RoundedCorners? { base.boxCorners }
}

extension OffsetShape: BoxedShape where Content: BoxedShape {
    var boxCorners: RoundedCorners? { shape.boxCorners }
}

// Equal shapes draw alike: an evaluation that makes an equal one again keeps
// the cells drawn for the old one.
extension _InsetShape: Equatable where Base: Equatable {}
extension _TrimmedShape: Equatable where Base: Equatable {}
extension OffsetShape: Equatable where Content: Equatable {}
extension RotatedShape: Equatable where Content: Equatable {}
extension ScaledShape: Equatable where Content: Equatable {}
extension _StrokedShape: Equatable where Base: Equatable {}
