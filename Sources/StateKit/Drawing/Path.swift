import Foundation

/// An outline of lines and curves, as SwiftUI's `Path`, in points: a column
/// of the terminal is 8 points wide and a row 16 tall. Drawn filled in cells
/// and half blocks, or stroked on the braille dot grid.
public struct Path: Equatable, Sendable {
    /// One step of a path, as SwiftUI names them.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's first point, closing it.
        case closeSubpath
    }

    /// The steps, in order. Written only by the path's own methods, in this
    /// folder's files.
    var elements: [Element] = []
    /// Where the current subpath started, for `closeSubpath`.
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path that `callback` builds.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// The outline of `rect`.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// The outline of `rect` with corners of `cornerRadius`. A terminal
    /// draws both styles of corner as circular ones.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The outline of `rect` with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse that fits in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the path ends, if it has begun.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
        case .closeSubpath: subpathStart
        case nil: nil
        }
    }

    /// The smallest rect holding every point and control point of the path.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    /// Calls `body` with each step, in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// Adds a straight line to `point`; a path not yet begun begins there.
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve to `point`, pulled towards `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`, pulled towards its two controls.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to where it began.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds `points` as lines: a new subpath from the first to the last.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds the outline of `rect` as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    /// Adds the outlines of `rects`.
    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds every subpath of `path`.
    public mutating func addPath(_ path: Path) {
        for element in path.elements {
            if case .move(let point) = element { move(to: point) } else { elements.append(element) }
        }
    }

    /// The path moved by `dx` across and `dy` down.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The path with `transform` applied to every point.
    func mapPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
        var path = Path()
        for element in elements {
            switch element {
            case .move(let point): path.move(to: transform(point))
            case .line(let point): path.elements.append(.line(to: transform(point)))
            case .quadCurve(let point, let control):
                path.elements.append(.quadCurve(to: transform(point), control: transform(control)))
            case .curve(let point, let control1, let control2):
                path.elements.append(
                    .curve(to: transform(point), control1: transform(control1), control2: transform(control2)))
            case .closeSubpath: path.elements.append(.closeSubpath)
            }
        }
        return path
    }
}

/// The shape of a rounded rectangle's corners, as SwiftUI names them.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Corners that ease into the straight edges. Cells draw them as quarter circles.
    case continuous
}
