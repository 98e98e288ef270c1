/// What is presented over the screen (sheets, alerts, menus), the top one
/// last: a component of the graph, which coordinates it with the focus
/// (`ViewGraph.present(_:)`, `endPresentation(of:)`).
@MainActor
final class PresentationStack {
    /// The layers, bottom first. Read at every key and every frame (see
    /// ARCHITECTURE.md on `@exclusivity(unchecked)`).
    @exclusivity(unchecked) private(set) var layers: [Presentation] = []
    /// Set when a layer came, went or was made again: the next frame draws
    /// the whole screen, dimmed under the layers.
    @exclusivity(unchecked) var changed = false

    /// Whether nothing is presented.
    var isEmpty: Bool { layers.isEmpty }

    /// The layer on top, where the focus, the keys and the clicks are.
    var top: Presentation? { layers.last }

    /// Whether `presentation` is up already.
    func contains(_ presentation: Presentation) -> Bool {
        layers.contains { $0 === presentation }
    }

    /// Puts `presentation` on top.
    func push(_ presentation: Presentation) {
        layers.append(presentation)
        changed = true
    }

    /// Takes out the layer `anchor` presents, with the place it had.
    func remove(presentedBy anchor: ViewNode) -> (index: Int, presentation: Presentation)? {
        guard let index = layers.firstIndex(where: { $0.anchor === anchor }) else { return nil }
        changed = true
        return (index, layers.remove(at: index))
    }

    /// The layer at `index`, bottom first.
    subscript(index: Int) -> Presentation { layers[index] }

    /// How many layers are up.
    var count: Int { layers.count }

    /// The layer `anchor` presents, if it is up.
    func layer(presentedBy anchor: ViewNode) -> Presentation? {
        layers.first { $0.anchor === anchor }
    }
}
