import Foundation

/// Colours at fractions of a distance, as SwiftUI's: what the gradient
/// styles spread over the rect they fill.
public struct Gradient: Hashable, Sendable {
    /// A colour at a fraction of the distance.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where, from 0 at the start to 1 at the end.
        public var location: CGFloat

        /// `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// The gradient of `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// `colors` spread evenly from start to end.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }

    /// The stops as the engine paints them, in the environment's colour scheme.
    @MainActor
    func paintStops(_ environment: EnvironmentValues) -> [GradientPaint.Stop] {
        stops.map { GradientPaint.Stop(color: environment.resolved($0.color), location: $0.location) }
    }
}

/// A gradient style: how it is painted.
@MainActor
protocol GradientStyle {
    func paint(in environment: EnvironmentValues) -> GradientPaint
}

/// A colour's own gradient, as `Color.gradient` gives it: from a lighter
/// tint of the colour at the top to the colour at the bottom.
public struct AnyGradient: ShapeStyle, Hashable, GradientStyle {
    let color: Color

    func paint(in environment: EnvironmentValues) -> GradientPaint {
        let color = environment.resolved(self.color)
        let rgb = color.rgb
        func lighter(_ byte: Int) -> Double { (Double(byte) + (255 - Double(byte)) * 0.3) / 255 }
        let top = Color(red: lighter(rgb.red), green: lighter(rgb.green), blue: lighter(rgb.blue))
        return GradientPaint(
            kind: .linear(start: .top, end: .bottom),
            stops: [GradientPaint.Stop(color: top, location: 0), GradientPaint.Stop(color: color, location: 1)])
    }
}

extension Color {
    /// The colour as a gentle gradient, lighter at the top.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension Gradient: ShapeStyle, GradientStyle {
    /// A gradient used as a style runs from the top to the bottom, as in SwiftUI.
    func paint(in environment: EnvironmentValues) -> GradientPaint {
        GradientPaint(kind: .linear(start: .top, end: .bottom), stops: paintStops(environment))
    }
}
