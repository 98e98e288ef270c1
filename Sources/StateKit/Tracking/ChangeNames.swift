/// What changed in a node, in the words of `_printChanges` (`_count`,
/// `@self`, `@dependencies`), each once, in the order they happened.
///
/// The first is kept in place: most updates have one, and an array would be
/// one more object per node, made at the node's first update and reached at
/// every one after.
struct ChangeNames {
    private var first: String?
    private var others: [String] = []

    /// Adds `name` unless it is there already.
    mutating func insert(_ name: String) {
        guard let first else {
            first = name
            return
        }
        if first != name && !others.contains(name) { others.append(name) }
    }

    /// Removes every name; the room for more than one is kept.
    mutating func removeAll() {
        first = nil
        others.clearKeepingCapacity()
    }

    /// The names, in the order they were added.
    var names: [String] {
        guard let first else { return [] }
        return [first] + others
    }
}
