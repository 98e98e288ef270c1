/// A view whose node binds the property wrappers of another value (an
/// `App`'s), not its own.
@MainActor
protocol PropertyHost {
    /// The value whose properties the node binds.
    var hostedProperties: Any { get }
}
