/// A feature's own state that the graph keeps for it, outside any node: the
/// `.task`s on screen by place, the navigation stacks' models, the readers
/// of the terminal's width. Each feature declares its component in its own
/// folder, and the graph makes it at first use, one per graph, so that the
/// graph knows none of them.
@MainActor
protocol GraphComponent: AnyObject {
    /// An empty component, made at first use.
    init()
    /// `node` left the tree: what the component keeps for it goes.
    func forget(_ node: ViewNode)
}

extension GraphComponent {
    func forget(_ node: ViewNode) {}
}

/// The graph's components, one per type.
@MainActor
final class GraphComponents {
    @exclusivity(unchecked) private var byType: [ObjectIdentifier: any GraphComponent] = [:]

    /// The component of type `Component`, made if this is its first use.
    subscript<Component: GraphComponent>(_ type: Component.Type) -> Component {
        if let component = existing(type) { return component }
        let made = Component()
        byType[ObjectIdentifier(type)] = made
        return made
    }

    /// The component of type `Component`, if it was used: a reader that
    /// only looks makes none.
    func existing<Component: GraphComponent>(_ type: Component.Type) -> Component? {
        byType[ObjectIdentifier(type)].map { unsafeDowncast($0, to: Component.self) }
    }

    /// `node` left the tree: every component forgets it.
    func forget(_ node: ViewNode) {
        guard !byType.isEmpty else { return }
        for component in byType.values { component.forget(node) }
    }
}
