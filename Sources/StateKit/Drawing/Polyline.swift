import Foundation

/// A subpath flattened into straight lines: what the rasterisers draw.
struct Polyline: Equatable {
    var points: [CGPoint]
    /// Whether the last point joins the first.
    var isClosed: Bool

    /// The lines, each from a point to the next, the closing one included.
    func forEachSegment(_ body: (CGPoint, CGPoint) -> Void) {
        guard points.count > 1 else { return }
        for index in 1..<points.count { body(points[index - 1], points[index]) }
        if isClosed, let first = points.first, let last = points.last, first != last { body(last, first) }
    }

    /// The length of every line, the closing one included.
    var length: CGFloat {
        var total: CGFloat = 0
        forEachSegment { total += $0.distance(to: $1) }
        return total
    }
}

extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension Path {
    /// The subpaths as straight lines, each curve cut into pieces of about
    /// `tolerance` points of its control polygon: a curve costs its length,
    /// never more than `maximumPieces` lines.
    func flattened(tolerance: CGFloat = 2) -> [Polyline] {
        var lines: [Polyline] = []
        var current = Polyline(points: [], isClosed: false)
        func finish() {
            if current.points.count > 1 { lines.append(current) }
            current = Polyline(points: [], isClosed: false)
        }
        for element in elements {
            let from = current.points.last ?? .zero
            switch element {
            case .move(let point):
                finish()
                current.points.append(point)
            case .line(let point):
                current.points.append(point)
            case .quadCurve(let point, let control):
                let pieces = Self.pieces(from.distance(to: control) + control.distance(to: point), tolerance)
                for step in 1...pieces {
                    let t = CGFloat(step) / CGFloat(pieces)
                    let u = 1 - t
                    current.points.append(
                        CGPoint(
                            x: u * u * from.x + 2 * u * t * control.x + t * t * point.x,
                            y: u * u * from.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let control1, let control2):
                let polygon =
                    from.distance(to: control1) + control1.distance(to: control2) + control2.distance(to: point)
                let pieces = Self.pieces(polygon, tolerance)
                for step in 1...pieces {
                    let t = CGFloat(step) / CGFloat(pieces)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    current.points.append(
                        CGPoint(
                            x: a * from.x + b * control1.x + c * control2.x + d * point.x,
                            y: a * from.y + b * control1.y + c * control2.y + d * point.y))
                }
            case .closeSubpath:
                current.isClosed = true
                let start = current.points.first
                finish()
                // Drawing on after a close starts from the closed subpath's start.
                if let start { current.points.append(start) }
            }
        }
        finish()
        return lines
    }

    /// The most lines one curve becomes.
    static let maximumPieces = 512

    private static func pieces(_ length: CGFloat, _ tolerance: CGFloat) -> Int {
        guard length.isFinite else { return 1 }
        return max(1, Int(min(CGFloat(maximumPieces), (length / tolerance).rounded(.up))))
    }

    /// The part of the path from `from` to `to`, each a fraction of its
    /// length, as SwiftUI's `trim(from:to:)` draws it: the subpaths are
    /// taken end to end. Curves come back as lines.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = max(0, min(1, from))
        let end = max(0, min(1, to))
        guard start < end else { return Path() }
        let lines = flattened()
        let total = lines.reduce(0) { $0 + $1.length }
        guard total > 0 else { return start == 0 && end == 1 ? self : Path() }
        let first = start * total
        let last = end * total
        var travelled: CGFloat = 0
        var path = Path()
        for line in lines {
            var drawing = false
            line.forEachSegment { a, b in
                let length = a.distance(to: b)
                defer { travelled += length }
                guard length > 0, travelled + length > first, travelled < last else {
                    drawing = false
                    return
                }
                func along(_ distance: CGFloat) -> CGPoint {
                    let t = max(0, min(1, (distance - travelled) / length))
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing { path.move(to: along(first)) }
                path.addLine(to: along(last))
                drawing = true
            }
        }
        return path
    }
}
