// SwiftUI's animation, which StateKit does not have yet. Each name is declared so that code using
// it stops at a message saying what to write instead: on a terminal a change is drawn at once.

/// SwiftUI's animated change, not available in StateKit yet.
@available(
    *, unavailable,
    message: "withAnimation is not supported yet: change the state without it; the change is drawn at once"
)
public func withAnimation<Result>(_ animation: Animation? = nil, _ body: () throws -> Result) rethrows -> Result {
    fatalError("unavailable")
}

/// SwiftUI's animation curve, not available in StateKit yet.
@available(*, unavailable, message: "Animation is not supported yet: changes are drawn at once; leave it out")
public struct Animation {
    /// Unavailable.
    public static var `default`: Animation { fatalError("unavailable") }
    /// Unavailable.
    public static var easeIn: Animation { fatalError("unavailable") }
    /// Unavailable.
    public static var easeOut: Animation { fatalError("unavailable") }
    /// Unavailable.
    public static var easeInOut: Animation { fatalError("unavailable") }
    /// Unavailable.
    public static var linear: Animation { fatalError("unavailable") }
    /// Unavailable.
    public static var spring: Animation { fatalError("unavailable") }
    /// Unavailable.
    public static var bouncy: Animation { fatalError("unavailable") }
    /// Unavailable.
    public static func easeInOut(duration: Double) -> Animation { fatalError("unavailable") }
    /// Unavailable.
    public static func linear(duration: Double) -> Animation { fatalError("unavailable") }
    /// Unavailable.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8) -> Animation {
        fatalError("unavailable")
    }
}

/// SwiftUI's transition, not available in StateKit yet.
@available(*, unavailable, message: "AnyTransition is not supported yet: views appear at once; leave it out")
public struct AnyTransition {
    /// Unavailable.
    public static var opacity: AnyTransition { fatalError("unavailable") }
    /// Unavailable.
    public static var slide: AnyTransition { fatalError("unavailable") }
    /// Unavailable.
    public static var scale: AnyTransition { fatalError("unavailable") }
    /// Unavailable.
    public static func move(edge: Edge) -> AnyTransition { fatalError("unavailable") }
}

extension View {
    /// SwiftUI's animation of a value's changes, not available in StateKit yet.
    @available(*, unavailable, message: "animation is not supported yet: changes are drawn at once; leave it out")
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Never { fatalError("unavailable") }

    /// SwiftUI's older animation, not available in StateKit yet.
    @available(*, unavailable, message: "animation is not supported yet: changes are drawn at once; leave it out")
    public func animation(_ animation: Animation?) -> Never { fatalError("unavailable") }

    /// SwiftUI's transition, not available in StateKit yet.
    @available(*, unavailable, message: "transition is not supported yet: views appear at once; leave it out")
    public func transition(_ transition: AnyTransition) -> Never { fatalError("unavailable") }

    /// SwiftUI's matched geometry, not available in StateKit yet.
    @available(*, unavailable, message: "matchedGeometryEffect is not supported yet: leave it out")
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> Never {
        fatalError("unavailable")
    }
}

/// SwiftUI's namespace, not available in StateKit yet.
@available(*, unavailable, message: "Namespace is not supported yet: it serves matchedGeometryEffect; leave it out")
@propertyWrapper
public struct Namespace {
    /// Unavailable.
    public struct ID: Hashable {}
    /// Unavailable.
    public var wrappedValue: ID { fatalError("unavailable") }
    /// Unavailable.
    public init() { fatalError("unavailable") }
}
