import Foundation

/// A shape drawn in a style: what `fill`, `stroke` and `strokeBorder` make,
/// and a shape's body.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The shape drawn.
    public var shape: Content
    /// What it is drawn in.
    public var style: Style
    let mode: ShapeRaster.Mode

    init(shape: Content, style: Style, mode: ShapeRaster.Mode) {
        self.shape = shape
        self.style = style
        self.mode = mode
    }

    /// Shapes are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let background = context.environment.attributes.background
        let drawn = ShapePaint(style, in: context.environment)
        if let stroked = shape as? any StrokedShapeDrawing {
            elements.append(
                Self.element(
                    stroked.strokedShape, mode: .stroke(stroked.strokeStyle), drawn, background,
                    context.environment[ContainerShapeKey.self]))
        } else {
            elements.append(
                Self.element(shape, mode: mode, drawn, background, context.environment[ContainerShapeKey.self]))
        }
    }

    private static func element(
        _ shape: some Shape, mode: ShapeRaster.Mode, _ paint: ShapePaint, _ background: Color?,
        _ container: ShapeOutline?
    ) -> ShapeElement {
        // A container-relative shape draws the container's shape.
        let outline = (shape as? any ContainerRelativeDrawing)?.outline(in: container) ?? shape.outline
        return ShapeElement(outline: outline, mode: mode, paint: paint, background: background)
    }
}

extension ShapePaint {
    /// What `style` paints in `environment`: a colour, the foreground
    /// colour for the foreground style, or a gradient.
    @MainActor
    init(_ style: any ShapeStyle, in environment: EnvironmentValues) {
        if let color = style as? Color {
            self = .color(environment.resolved(color))
        } else if let gradient = style as? any GradientStyle {
            self = .gradient(gradient.paint(in: environment))
        } else if let material = style as? Material {
            self = .color(material.color(in: environment))
        } else {
            self = .color(environment.attributes.foreground.map { environment.resolved($0) })
        }
    }
}

/// A shape that is drawn as a stroke whatever it is drawn with.
@MainActor
protocol StrokedShapeDrawing {
    var strokedShape: any Shape { get }
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeDrawing {
    var strokedShape: any Shape { shape }
    var strokeStyle: StrokeStyle { style }
}

// A stroke moved, turned or scaled is still a stroke: of the shape moved,
// turned or scaled.
extension OffsetShape: StrokedShapeDrawing where Content: StrokedShapeDrawing {
    var strokedShape: any Shape { Self.moved(shape.strokedShape, offset) }
    var strokeStyle: StrokeStyle { shape.strokeStyle }

    private static func moved(_ base: some Shape, _ offset: CGSize) -> any Shape { base.offset(offset) }
}

extension RotatedShape: StrokedShapeDrawing where Content: StrokedShapeDrawing {
    var strokedShape: any Shape { Self.turned(shape.strokedShape, angle, anchor) }
    var strokeStyle: StrokeStyle { shape.strokeStyle }

    private static func turned(_ base: some Shape, _ angle: Angle, _ anchor: UnitPoint) -> any Shape {
        base.rotation(angle, anchor: anchor)
    }
}

extension ScaledShape: StrokedShapeDrawing where Content: StrokedShapeDrawing {
    var strokedShape: any Shape { Self.scaled(shape.strokedShape, scale, anchor) }
    var strokeStyle: StrokeStyle { shape.strokeStyle }

    private static func scaled(_ base: some Shape, _ scale: CGSize, _ anchor: UnitPoint) -> any Shape {
        base.scale(x: scale.width, y: scale.height, anchor: anchor)
    }
}

extension Shape {
    /// The shape filled with `content`: the foreground colour unless given.
    /// Cells wholly inside are full blocks; where the outline crosses a cell,
    /// a half block takes the half inside.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .fill(evenOdd: style.isEOFilled))
    }

    /// The outline drawn in `content`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: stroke(lineWidth: lineWidth), style: content, mode: .fill(evenOdd: false))
    }

    /// The outline drawn in `content` and `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<_StrokedShape<Self>, S>
    {
        _ShapeView(shape: stroke(style: style), style: content, mode: .fill(evenOdd: false))
    }
}

extension InsettableShape {
    /// The outline drawn in `content` inside the frame, `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> _ShapeView<_StrokedShape<InsetShape>, S>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The outline drawn in `content` and `style` inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<_StrokedShape<InsetShape>, S>
    {
        _ShapeView(
            shape: inset(by: style.lineWidth / 2).stroke(style: style), style: content, mode: .fill(evenOdd: false))
    }

    /// The outline drawn in the foreground style inside the frame, `lineWidth` points wide.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle>
    {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }

    /// The outline drawn in the foreground style and `style` inside the frame.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle>
    {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }
}

extension _ShapeView {
    /// The shape turned by `angle` about `anchor`, as a progress ring is
    /// turned to start at the top. A shape's points turn; other views'
    /// glyphs cannot, and `rotationEffect` stays unavailable on them.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _ShapeView<RotatedShape<Content>, Style>
    {
        _ShapeView<RotatedShape<Content>, Style>(
            shape: shape.rotation(angle, anchor: anchor), style: style, mode: mode)
    }

}
