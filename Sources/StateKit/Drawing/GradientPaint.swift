import Foundation

/// A gradient as the engine paints it: colours at fractions along a line,
/// out from a centre, or round it, sampled where each pixel or cell lies in
/// the rect the gradient fills. Colours are mixed in red, green and blue.
struct GradientPaint: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// Along the line from `start` to `end`, points of the rect.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Out from `center`, from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Out from `center` to an ellipse the rect's shape, by fractions of its half size.
        case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
        /// Round `center`, from `start` to `end`, clockwise as seen.
        case angular(center: UnitPoint, start: Angle, end: Angle)
    }

    struct Stop: Hashable, Sendable {
        let color: Color
        let location: CGFloat
    }

    let kind: Kind
    /// The stops, by location.
    let stops: [Stop]

    init(kind: Kind, stops: [Stop]) {
        self.kind = kind
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// Where `point` lies along the gradient, from 0 at its start to 1 at its end.
    func fraction(at point: CGPoint, in rect: CGRect) -> CGFloat {
        switch kind {
        case .linear(let start, let end):
            let from = start.point(in: rect)
            let to = end.point(in: rect)
            let dx = to.x - from.x
            let dy = to.y - from.y
            let length = dx * dx + dy * dy
            guard length > 0 else { return 0 }
            return ((point.x - from.x) * dx + (point.y - from.y) * dy) / length
        case .radial(let center, let startRadius, let endRadius):
            let distance = point.distance(to: center.point(in: rect))
            guard endRadius != startRadius else { return distance >= endRadius ? 1 : 0 }
            return (distance - startRadius) / (endRadius - startRadius)
        case .elliptical(let center, let startFraction, let endFraction):
            let middle = center.point(in: rect)
            let dx = rect.width > 0 ? (point.x - middle.x) / (rect.width / 2) : 0
            let dy = rect.height > 0 ? (point.y - middle.y) / (rect.height / 2) : 0
            let distance = (dx * dx + dy * dy).squareRoot()
            guard endFraction != startFraction else { return distance >= endFraction ? 1 : 0 }
            return (distance - startFraction) / (endFraction - startFraction)
        case .angular(let center, let start, let end):
            let middle = center.point(in: rect)
            let span = end.radians - start.radians
            guard span != 0 else { return 0 }
            var angle = atan2(point.y - middle.y, point.x - middle.x) - start.radians
            let turn = 2 * CGFloat.pi
            angle = angle.truncatingRemainder(dividingBy: turn)
            if angle < 0 { angle += turn }
            return angle / abs(span)
        }
    }

    /// The colour at `point` of `rect`, as red, green and blue bytes.
    func color(at point: CGPoint, in rect: CGRect) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        let t = fraction(at: point, in: rect)
        guard t.isFinite, t > first.location else { return Self.opaque(first.color) }
        guard t < last.location else { return Self.opaque(last.color) }
        var index = 1
        while stops[index].location < t { index += 1 }
        let lower = stops[index - 1]
        let upper = stops[index]
        let span = upper.location - lower.location
        let mix = span > 0 ? (t - lower.location) / span : 1
        let a = lower.color.rgb
        let b = upper.color.rgb
        func blend(_ x: Int, _ y: Int) -> Double { (Double(x) + (Double(y) - Double(x)) * mix).rounded() / 255 }
        return Color(red: blend(a.red, b.red), green: blend(a.green, b.green), blue: blend(a.blue, b.blue))
    }

    /// A stop's colour as drawn: its red, green and blue.
    private static func opaque(_ color: Color) -> Color {
        let rgb = color.rgb
        return Color(red: Double(rgb.red) / 255, green: Double(rgb.green) / 255, blue: Double(rgb.blue) / 255)
    }

    /// The colour at the centre of pixel `half` (0 top, 1 bottom) of cell
    /// (`x`, `y`) of a frame `size`, in cells.
    func color(x: Int, y: Int, half: Int, size: Size) -> Color {
        let rect = CGRect(x: 0, y: 0, width: CGFloat(size.width) * 8, height: CGFloat(size.height) * 16)
        return color(at: CGPoint(x: CGFloat(x) * 8 + 4, y: CGFloat(y) * 16 + CGFloat(half) * 8 + 4), in: rect)
    }

    /// The colour at the centre of cell (`x`, `y`) of a frame `size`.
    func color(x: Int, y: Int, size: Size) -> Color {
        let rect = CGRect(x: 0, y: 0, width: CGFloat(size.width) * 8, height: CGFloat(size.height) * 16)
        return color(at: CGPoint(x: CGFloat(x) * 8 + 4, y: CGFloat(y) * 16 + 8), in: rect)
    }
}
