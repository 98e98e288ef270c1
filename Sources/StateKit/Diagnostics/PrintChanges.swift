extension View {
    /// Prints why the body being evaluated was evaluated, in SwiftUI's words:
    /// `CounterView: _counterState changed.` for a property wrapper's change,
    /// `@self` for new inputs from the parent, `@dependencies` for observed
    /// reads, and `@self, @identity` with every property wrapper the first time.
    /// Call it as `let _ = Self._printChanges()` at the top of a body.
    public static func _printChanges() {
        guard let node = ViewGraph.evaluating else { return }
        let changes = node.changeDescription
        ChangeLog.write(
            "\(node.name): \(changes.isEmpty ? "unchanged" : changes.joined(separator: ", ") + " changed").")
    }
}

/// Where `_printChanges` writes: standard output, as in SwiftUI.
@MainActor
enum ChangeLog {
    static var write: @MainActor (String) -> Void = { print($0) }
}
