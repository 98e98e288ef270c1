/// What a `List(selection:)` selects, as its rows see it: each row's tag (a
/// `NavigationLink`'s value, or else the row's identity in its `ForEach`)
/// against the binding, one value or a set of them.
@MainActor
struct ListSelection {
    /// The tags selected, read as the list was evaluated: the list's node
    /// depends on the binding, and draws the marks again when it changes.
    let selected: Set<AnyHashable>
    /// Whether `tag` is of the selection's type.
    let accepts: @MainActor (AnyHashable) -> Bool
    /// Selects the row tagged `tag`: the only one, or one more (one fewer)
    /// of a set.
    var select: @MainActor (AnyHashable) -> Void
    /// Chooses nothing.
    let clear: @MainActor () -> Void

    /// A selection of at most one value.
    init<Value: Hashable>(_ binding: Binding<Value?>) {
        selected = binding.wrappedValue.map { [AnyHashable($0)] } ?? []
        accepts = { $0.base is Value }
        select = { tag in
            if let value = tag.base as? Value { binding.wrappedValue = value }
        }
        clear = { binding.wrappedValue = nil }
    }

    /// A selection of any number of values: a row selected again leaves it.
    init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        selected = Set(binding.wrappedValue.map { AnyHashable($0) })
        accepts = { $0.base is Value }
        select = { tag in
            guard let value = tag.base as? Value else { return }
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
        clear = { binding.wrappedValue = [] }
    }

    /// The same selection, `then` run after each choice (a split view
    /// showing the next column).
    func followed(by then: (@MainActor () -> Void)?) -> ListSelection {
        guard let then else { return self }
        var copy = self
        let select = self.select
        copy.select = { tag in
            select(tag)
            then()
        }
        return copy
    }
}

struct ListSelectionKey: EnvironmentKey {
    static let defaultValue: ListSelection? = nil
}
