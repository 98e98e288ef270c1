/// The name of `type` as `String(describing:)` writes it (`CounterView`,
/// `TabView<Int, TupleView<(Text, Text)>>`), read from the type's metadata.
/// `String(describing:)` first asks the metatype whether it conforms to
/// `TextOutputStreamable`, `CustomStringConvertible` and
/// `CustomDebugStringConvertible`; the first time for each type, each of
/// those questions scans every protocol conformance in the process, some
/// 125,000 instructions in a program linked with Foundation. Naming the
/// nodes and environment keys of a first frame so cost millions.
func typeName(_ type: Any.Type) -> String {
    _typeName(type, qualified: false)
}

/// The name of `type` with its module's, as `String(reflecting:)` writes it
/// (`TodoList.TodoApp`), read from the metadata as `typeName(_:)` is.
func qualifiedTypeName(_ type: Any.Type) -> String {
    _typeName(type, qualified: true)
}
