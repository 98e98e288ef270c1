import Foundation

// SwiftUI's animatable data, accepted: a change is drawn at once on a
// terminal, so a shape's or a modifier's `animatableData` is never stepped
// through the values between. Code declaring it builds, and draws its end.

/// A value an animation could step through: it adds, subtracts and scales.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The sum of the squares of the components.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values as one, as SwiftUI's: a shape animating two angles.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// The pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    /// The sums of the values.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// The differences of the values.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Scales both values by `rhs`.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both values' squares.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// No animatable data: what a type that animates nothing has.
public struct EmptyAnimatableData: VectorArithmetic {
    /// No data.
    public init() {}
    /// No data.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// No data.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// No data.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// A type whose look an animation could step through, as SwiftUI's: a
/// shape, or a view modifier. Accepted: the last value is drawn at once.
@MainActor
public protocol Animatable {
    /// The data an animation would step through.
    associatedtype AnimatableData: VectorArithmetic
    /// The values an animation would step through.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No data: nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}
