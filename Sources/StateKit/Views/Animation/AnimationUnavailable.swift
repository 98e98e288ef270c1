// SwiftUI's matched geometry, which StateKit does not have yet: declared so that code using it
// stops at a message saying what to write instead.

extension View {
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
