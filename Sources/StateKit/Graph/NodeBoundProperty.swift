/// A property wrapper that the engine connects to the view node before each body
/// evaluation: `@State`, `@EnvironmentObject`, `@Environment`.
@MainActor
protocol NodeBoundProperty: ViewInput {
    /// `label` is the stored property's name as reflection reports it (`_count`).
    func bind(to node: ViewNode, label: String)
}

extension NodeBoundProperty {
    /// Its value lives in the node, not in the view: it is never new input.
    func isSameInput(as other: Any, depth: Int) -> Bool { true }
}
