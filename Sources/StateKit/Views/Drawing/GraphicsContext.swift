import Foundation

/// What a `Canvas` draws with, as SwiftUI's: paths filled and stroked,
/// and text, in points, through a transform of its own. Each call is kept
/// and drawn into the canvas's cells in order when its closure returns.
public struct GraphicsContext {
    /// How a path is painted: a colour, a gradient or another style.
    public struct Shading: Sendable {
        let style: any ShapeStyle

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(style: color) }

        /// Any style: a colour, a gradient or the foreground style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: style) }

        /// A linear gradient between two points, in points.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(style: CanvasGradient(gradient: gradient, kind: .linear(from: startPoint, to: endPoint)))
        }

        /// A radial gradient round a point, from one radius to another, in points.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat
        ) -> Shading {
            Shading(
                style: CanvasGradient(
                    gradient: gradient, kind: .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
        }

        /// The foreground style.
        public static var foreground: Shading { Shading(style: ForegroundStyle()) }
    }

    let recording: CanvasRecording
    /// The transform from the context's points to the canvas's.
    var transform = CanvasTransform()
    /// The opacity of what is drawn: below one half, it is drawn dim.
    public var opacity: Double = 1

    init(recording: CanvasRecording) {
        self.recording = recording
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.add(.fill(transform.apply(path), shading, evenOdd: style.isEOFilled, faint: opacity < 0.5))
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth *= transform.scale
        recording.add(.stroke(transform.apply(path), shading, scaled, faint: opacity < 0.5))
    }

    /// Draws `text` with its `anchor` at `point`: a row of the terminal's
    /// text, starting in the cell under the anchored point.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.add(.text(text, transform.apply(point), anchor, faint: opacity < 0.5))
    }

    /// Draws `text` at the top leading corner of `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: CGPoint(x: rect.minX, y: rect.minY), anchor: .topLeading)
    }

    /// Moves what is drawn after by `x` across and `y` down.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translated(x: x, y: y)
    }

    /// Scales what is drawn after by `x` across and `y` down.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaled(x: x, y: y)
    }

    /// Turns what is drawn after by `angle` about the origin.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle)
    }
}

/// A gradient between points of a canvas: drawn as a gradient of the
/// canvas's whole rect whose ends are those points.
struct CanvasGradient: ShapeStyle {
    enum Kind: Sendable {
        case linear(from: CGPoint, to: CGPoint)
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    }

    let gradient: Gradient
    let kind: Kind
}

/// A transform of points: a 2x3 matrix, as Core Graphics' affine transforms.
struct CanvasTransform {
    var a: CGFloat = 1
    var b: CGFloat = 0
    var c: CGFloat = 0
    var d: CGFloat = 1
    var tx: CGFloat = 0
    var ty: CGFloat = 0

    func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    func apply(_ path: Path) -> Path { path.mapPoints(apply) }

    /// How much it scales a length, on average across and down.
    var scale: CGFloat { ((a * a + b * b).squareRoot() + (c * c + d * d).squareRoot()) / 2 }

    /// This transform after moving by (`x`, `y`) first.
    func translated(x: CGFloat, y: CGFloat) -> CanvasTransform {
        var next = self
        next.tx += a * x + c * y
        next.ty += b * x + d * y
        return next
    }

    /// This transform after scaling by (`x`, `y`) first.
    func scaled(x: CGFloat, y: CGFloat) -> CanvasTransform {
        var next = self
        next.a *= x
        next.b *= x
        next.c *= y
        next.d *= y
        return next
    }

    /// This transform after turning by `angle` first.
    func rotated(by angle: Angle) -> CanvasTransform {
        let cosine = cos(angle.radians)
        let sine = sin(angle.radians)
        var next = self
        next.a = a * cosine + c * sine
        next.b = b * cosine + d * sine
        next.c = c * cosine - a * sine
        next.d = d * cosine - b * sine
        return next
    }
}
