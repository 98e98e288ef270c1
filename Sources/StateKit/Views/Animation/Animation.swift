// SwiftUI's animation, accepted: on a terminal a change is drawn at once, in
// the frame that follows it, so an animation's curve and duration have no
// meaning there.

/// An animation curve, as SwiftUI names them; accepted, and drawn as a change
/// made at once.
public struct Animation: Equatable, Sendable {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// The default curve.
    public static let `default` = Animation("default")
    /// Easing in.
    public static let easeIn = Animation("easeIn")
    /// Easing out.
    public static let easeOut = Animation("easeOut")
    /// Easing in and out.
    public static let easeInOut = Animation("easeInOut")
    /// At a constant pace.
    public static let linear = Animation("linear")
    /// A spring.
    public static let spring = Animation("spring")
    /// A spring that bounces.
    public static let bouncy = Animation("bouncy")
    /// A smooth spring.
    public static let smooth = Animation("smooth")

    /// Easing in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// Easing out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// Easing in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// At a constant pace over `duration` seconds.
    public static func linear(duration: Double) -> Animation { .linear }
    /// A spring of the given response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    { .spring }

    /// The same curve after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { self }
    /// The same curve, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { self }
    /// The same curve, repeated.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once and returns its result: the changes it makes are drawn
/// in the next frame, as every change is on a terminal.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view comes and goes, as SwiftUI names them; accepted: on a terminal
/// a view appears and disappears at once.
public struct AnyTransition: Sendable {
    private init() {}

    /// Fading.
    public static let opacity = AnyTransition()
    /// Sliding.
    public static let slide = AnyTransition()
    /// Scaling.
    public static let scale = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()
    /// Moving in from `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Moving in from one edge and out at another.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition()
    }

    /// This transition with another.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

extension View {
    /// Accepted: a change of `value` is drawn at once.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Accepted: changes are drawn at once.
    public func animation(_ animation: Animation?) -> some View { self }

    /// Accepted: the view appears and disappears at once.
    public func transition(_ transition: AnyTransition) -> some View { self }
}
