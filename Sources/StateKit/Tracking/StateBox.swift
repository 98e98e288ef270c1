/// Storage the engine keeps in a node for a property wrapper; `boxedValue` is
/// what introspection reports.
@MainActor
protocol StateBox: AnyObject {
    var boxedValue: Any { get }
}
