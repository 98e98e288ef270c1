/// A stored input of a view that says itself whether another one is the same:
/// a binding compares where it points and what it saw, a property wrapper
/// whose value lives in the node is always the same, a box of StateKit's own
/// compares what it holds. One protocol for all three, so that comparing a
/// field of a type seen for the first time asks one question: the first
/// question about a type and a protocol scans every conformance in the
/// process (see `typeName(_:)`).
@MainActor
protocol ViewInput {
    /// Whether `other` is the same input, `depth` levels down in the view's
    /// fields already.
    func isSameInput(as other: Any, depth: Int) -> Bool
}
