import Foundation

/// A gradient along a line from one point of the frame to another, as
/// SwiftUI's: drawn in half blocks, two pixels a cell, in true colour
/// (reduced to 256 or 8 colours where the terminal has no more).
public struct LinearGradient: ShapeStyle, View, Hashable, GradientStyle {
    /// The colours.
    public var gradient: Gradient
    /// Where the gradient starts.
    public var startPoint: UnitPoint
    /// Where it ends.
    public var endPoint: UnitPoint

    /// `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// `colors`, evenly spread from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// Gradients are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func paint(in environment: EnvironmentValues) -> GradientPaint {
        GradientPaint(kind: .linear(start: startPoint, end: endPoint), stops: gradient.paintStops(environment))
    }
}

/// A gradient out from a centre, from one radius to another in points, as SwiftUI's.
public struct RadialGradient: ShapeStyle, View, Hashable, GradientStyle {
    /// The colours.
    public var gradient: Gradient
    /// The centre.
    public var center: UnitPoint
    /// Where the first colour ends, in points from the centre.
    public var startRadius: CGFloat
    /// Where the last colour begins, in points from the centre.
    public var endRadius: CGFloat

    /// `gradient` out from `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// `colors` out from `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `stops` out from `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Gradients are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func paint(in environment: EnvironmentValues) -> GradientPaint {
        GradientPaint(
            kind: .radial(center: center, startRadius: startRadius, endRadius: endRadius),
            stops: gradient.paintStops(environment))
    }
}

/// A gradient out from a centre to an ellipse the frame's shape, as SwiftUI's.
public struct EllipticalGradient: ShapeStyle, View, Hashable, GradientStyle {
    /// The colours.
    public var gradient: Gradient
    /// The centre.
    public var center: UnitPoint
    /// Where the first colour ends, a fraction of the frame's half size.
    public var startRadiusFraction: CGFloat
    /// Where the last colour begins, a fraction of the frame's half size.
    public var endRadiusFraction: CGFloat

    /// `gradient` out from `center` to the frame's edge, unless told otherwise.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// `colors` out from `center`.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// `stops` out from `center`.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Gradients are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func paint(in environment: EnvironmentValues) -> GradientPaint {
        // SwiftUI's fractions are of the frame's size; the engine's, of its half size.
        GradientPaint(
            kind: .elliptical(
                center: center, startFraction: startRadiusFraction * 2, endFraction: endRadiusFraction * 2),
            stops: gradient.paintStops(environment))
    }
}

/// A gradient round a centre, from one angle to another, as SwiftUI's.
public struct AngularGradient: ShapeStyle, View, Hashable, GradientStyle {
    /// The colours.
    public var gradient: Gradient
    /// The centre.
    public var center: UnitPoint
    /// Where the first colour is.
    public var startAngle: Angle
    /// Where the last colour is.
    public var endAngle: Angle

    /// `gradient` round `center`, from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    /// `colors` round `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` round `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `gradient` once round `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// `colors` once round `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Gradients are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func paint(in environment: EnvironmentValues) -> GradientPaint {
        GradientPaint(
            kind: .angular(center: center, start: startAngle, end: endAngle), stops: gradient.paintStops(environment))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient`.
    @MainActor
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `colors`.
    @MainActor
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient`.
    @MainActor
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `colors`.
    @MainActor
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient`.
    @MainActor
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `colors`.
    @MainActor
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient`.
    @MainActor
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
