// SwiftUI's gestures, which StateKit does not have yet. Each is declared so that code using it
// stops at a message saying what to write instead: on a terminal, a Button answers both a click
// and the keyboard.

extension View {
    /// SwiftUI's long-press gesture, not available in StateKit yet.
    @available(*, unavailable, message: "onLongPressGesture is not supported yet: use a Button")
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> Never {
        fatalError("unavailable")
    }

    /// SwiftUI's hover action, not available in StateKit yet.
    @available(*, unavailable, message: "onHover is not supported yet: a terminal reports no hovering; leave it out")
    public func onHover(perform action: @escaping (Bool) -> Void) -> Never { fatalError("unavailable") }

    /// SwiftUI's gesture attachment, not available in StateKit yet.
    @available(*, unavailable, message: "gesture is not supported yet: use a Button, or onKeyPress for keys")
    public func gesture<G>(_ gesture: G) -> Never { fatalError("unavailable") }

    /// SwiftUI's simultaneous gesture, not available in StateKit yet.
    @available(*, unavailable, message: "simultaneousGesture is not supported yet: use a Button")
    public func simultaneousGesture<G>(_ gesture: G) -> Never { fatalError("unavailable") }
}

/// SwiftUI's tap gesture, not available in StateKit yet.
@available(*, unavailable, message: "TapGesture is not supported yet: use a Button")
public struct TapGesture {
    /// Unavailable.
    public init(count: Int = 1) { fatalError("unavailable") }
    /// Unavailable.
    public func onEnded(_ action: @escaping () -> Void) -> Self { fatalError("unavailable") }
}

/// SwiftUI's long-press gesture, not available in StateKit yet.
@available(*, unavailable, message: "LongPressGesture is not supported yet: use a Button")
public struct LongPressGesture {
    /// Unavailable.
    public init(minimumDuration: Double = 0.5) { fatalError("unavailable") }
    /// Unavailable.
    public func onEnded(_ action: @escaping (Bool) -> Void) -> Self { fatalError("unavailable") }
}

/// SwiftUI's drag gesture, not available in StateKit yet.
@available(
    *, unavailable,
    message: "DragGesture is not supported yet: move things with the arrow keys through onKeyPress"
)
public struct DragGesture {
    /// Unavailable.
    public struct Value {
        /// Unavailable.
        public var translation: CGSize { fatalError("unavailable") }
        /// Unavailable.
        public var location: CGPoint { fatalError("unavailable") }
    }

    /// Unavailable.
    public init(minimumDistance: CGFloat = 10) { fatalError("unavailable") }
    /// Unavailable.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { fatalError("unavailable") }
    /// Unavailable.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { fatalError("unavailable") }
}

/// SwiftUI's magnification gesture, not available in StateKit yet.
@available(*, unavailable, message: "MagnifyGesture is not supported yet: use Buttons or keys that zoom")
public struct MagnifyGesture {
    /// Unavailable.
    public init() { fatalError("unavailable") }
}

/// SwiftUI's rotation gesture, not available in StateKit yet.
@available(*, unavailable, message: "RotationGesture is not supported yet: use Buttons or keys that rotate")
public struct RotationGesture {
    /// Unavailable.
    public init() { fatalError("unavailable") }
}

/// SwiftUI's gesture state, not available in StateKit yet.
@available(*, unavailable, message: "GestureState is not supported yet: use @State, reset when the action ends")
@propertyWrapper
public struct GestureState<Value> {
    /// Unavailable.
    public var wrappedValue: Value { fatalError("unavailable") }
    /// Unavailable.
    public init(wrappedValue: Value) { fatalError("unavailable") }
}
