/// An observable type that names itself in invalidation reasons, where its
/// key paths cannot (`shared StepKey changed`).
protocol ObservationNaming {
    static var observationName: String { get }
}

/// Storage the engine keeps in a node for a property wrapper; `boxedValue` is
/// what introspection reports.
@MainActor
protocol StateBox: AnyObject {
    var boxedValue: Any { get }
}
