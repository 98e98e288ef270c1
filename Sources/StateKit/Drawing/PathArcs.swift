import Foundation

extension Path {
    /// Adds an arc of the circle around `center`, from `startAngle` to
    /// `endAngle`. Angles run from the positive x axis towards the positive
    /// y axis, which points down the screen, so an arc drawn with
    /// `clockwise: false` turns clockwise as seen, as in SwiftUI. A line
    /// joins the current point, if there is one, to the arc's start.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        var sweep = endAngle.radians - startAngle.radians
        let turn = 2 * Double.pi
        if clockwise {
            if sweep > 0 { sweep -= (sweep / turn).rounded(.up) * turn }
        } else if sweep < 0 {
            sweep += (-sweep / turn).rounded(.up) * turn
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep))
    }

    /// Adds an arc of the circle around `center` that starts at `startAngle`
    /// and turns by `delta`: towards the positive y axis when positive.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        let start = CGPoint(
            x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        // A quarter turn or less per cubic curve keeps each within a tenth
        // of a point of the circle at the sizes a screen has.
        let sweep = max(-4 * Double.pi, min(4 * Double.pi, delta.radians))
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle.radians
        for _ in 0..<pieces {
            let next = angle + step
            let from = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let to = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            addCurve(
                to: to,
                control1: CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
                control2: CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next)))
            angle = next
        }
    }

    /// Adds the ellipse that fits in `rect`, as a closed subpath that starts
    /// at its trailing edge and turns clockwise as seen, as SwiftUI's does.
    public mutating func addEllipse(in rect: CGRect) {
        let rect = rect.standardized
        let radiusX = rect.width / 2
        let radiusY = rect.height / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var circle = Path()
        circle.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .degrees(360))
        circle.closeSubpath()
        addPath(circle.mapPoints { CGPoint(x: center.x + $0.x * radiusX, y: center.y + $0.y * radiusY) })
    }

    /// Adds the outline of `rect` with corners of `cornerSize` (at most half
    /// its sides), clockwise as seen from its top edge.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rect = rect.standardized
        let radiusX = max(0, min(cornerSize.width, rect.width / 2))
        let radiusY = max(0, min(cornerSize.height, rect.height / 2))
        addRoundedRect(in: rect, radii: Array(repeating: CGSize(width: radiusX, height: radiusY), count: 4))
    }

    /// Adds the outline of `rect` with its own radii at each corner: top
    /// leading, top trailing, bottom trailing, bottom leading.
    mutating func addRoundedRect(in rect: CGRect, radii: [CGSize]) {
        let rect = rect.standardized
        guard radii.contains(where: { $0.width > 0 && $0.height > 0 }) else { return addRect(rect) }
        let corners = [
            (CGPoint(x: rect.minX, y: rect.minY), 180.0),
            (CGPoint(x: rect.maxX, y: rect.minY), 270.0),
            (CGPoint(x: rect.maxX, y: rect.maxY), 0.0),
            (CGPoint(x: rect.minX, y: rect.maxY), 90.0),
        ]
        var shape = Path()
        for (index, (corner, startDegrees)) in corners.enumerated() {
            let radius = CGSize(
                width: max(0, min(radii[index].width, rect.width / 2)),
                height: max(0, min(radii[index].height, rect.height / 2)))
            // The corner's arc, on a unit circle scaled to the corner's radii.
            let toCenterX: CGFloat = index == 0 || index == 3 ? 1 : -1
            let toCenterY: CGFloat = index < 2 ? 1 : -1
            let center = CGPoint(x: corner.x + toCenterX * radius.width, y: corner.y + toCenterY * radius.height)
            var arc = Path()
            arc.addRelativeArc(center: .zero, radius: 1, startAngle: .degrees(startDegrees), delta: .degrees(90))
            for element in arc.mapPoints({
                CGPoint(x: center.x + $0.x * radius.width, y: center.y + $0.y * radius.height)
            }).elements {
                switch element {
                case .move(let point): shape.addLine(to: point)
                default: shape.elements.append(element)
                }
            }
        }
        shape.closeSubpath()
        addPath(shape)
    }
}
