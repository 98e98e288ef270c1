/// What StateKit knows of a view type of its own, opaque outside StateKit.
///
/// A view type says it through the witness table of its conformance to
/// `View`, which the compiler fills in. Asking instead whether a type conforms
/// to one of StateKit's protocols made the runtime scan every conformance in
/// the process, once for each type of a first frame (see `typeName(_:)`).
public struct _ViewKind: Sendable {
    /// What the engine's layers above keep here: the type, boxed by the
    /// protocol it conforms to.
    let box: (any AnyObject & Sendable)?

    init(_ box: (any AnyObject & Sendable)?) {
        self.box = box
    }
}
