/// A stored input that knows whether it equals another one better than
/// `Equatable` can (a `Binding` compares where it points and what it saw).
@MainActor
protocol ComparableInput: ViewInput {
    func isSameInput(as other: Any) -> Bool
}

extension ComparableInput {
    func isSameInput(as other: Any, depth: Int) -> Bool { isSameInput(as: other) }
}
