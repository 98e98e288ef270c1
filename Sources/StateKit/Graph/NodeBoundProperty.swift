/// A property wrapper that the engine connects to the view node before each body
/// evaluation: `@State`, `@EnvironmentObject`, `@Environment`.
@MainActor
protocol NodeBoundProperty {
    /// `label` is the stored property's name as reflection reports it (`_count`).
    func bind(to node: ViewNode, label: String)
}
