// SwiftUI's property wrappers that StateKit does not have yet (@GestureState and @Namespace are
// with gestures and animation). Each is declared so that code using it stops at a message saying
// what to write instead, rather than at "unknown attribute".

/// SwiftUI's per-scene storage, not available in StateKit yet.
@available(
    *, unavailable,
    message: "SceneStorage is not supported yet: use @AppStorage, which keeps the value across runs"
)
@propertyWrapper
public struct SceneStorage<Value> {
    /// Unavailable.
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        nonmutating set { fatalError("unavailable") }
    }
    /// Unavailable.
    public init(wrappedValue: Value, _ key: String) { fatalError("unavailable") }
}

/// SwiftUI's metric scaled with the text size, not available in StateKit yet.
@available(
    *, unavailable,
    message: "ScaledMetric is not supported yet: a terminal has one text size; use a plain constant"
)
@propertyWrapper
public struct ScaledMetric<Value> {
    /// Unavailable.
    public var wrappedValue: Value { fatalError("unavailable") }
    /// Unavailable.
    public init(wrappedValue: Value) { fatalError("unavailable") }
    /// Unavailable.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { fatalError("unavailable") }
}
