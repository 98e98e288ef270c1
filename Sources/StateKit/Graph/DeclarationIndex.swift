/// The nodes whose bodies declare key shortcuts, timers or appearance
/// actions, by node: a key finds its shortcut, the loop its timers and a
/// frame its `onAppear`s without a walk of the tree. A component of the
/// graph; its tables are read at every key or frame (see ARCHITECTURE.md on
/// `@exclusivity(unchecked)`).
@MainActor
final class DeclarationIndex {
    /// Nodes whose content declares key shortcuts.
    @exclusivity(unchecked) private(set) var shortcutNodes: [ObjectIdentifier: ViewNode] = [:]
    /// Nodes whose body declares timers.
    @exclusivity(unchecked) private var timerNodes: [ObjectIdentifier: ViewNode] = [:]
    /// Nodes whose body declares `onAppear` or `onDisappear`.
    @exclusivity(unchecked) private var appearanceNodes: [ObjectIdentifier: ViewNode] = [:]
    /// The appearance actions of what was on screen after the latest frame.
    @exclusivity(unchecked) private var shownAppearances: [ElementID: AppearanceHandlers] = [:]

    func shortcutsChanged(in node: ViewNode) {
        shortcutNodes[ObjectIdentifier(node)] = node.shortcuts.isEmpty ? nil : node
    }

    func timersChanged(in node: ViewNode) {
        timerNodes[ObjectIdentifier(node)] = node.timers.isEmpty ? nil : node
    }

    func appearancesChanged(in node: ViewNode) {
        appearanceNodes[ObjectIdentifier(node)] = node.appearances.isEmpty ? nil : node
    }

    /// `node` left the tree: nothing it declared stays.
    func forget(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        timerNodes[id] = nil
        shortcutNodes[id] = nil
        appearanceNodes[id] = nil
    }

    /// The timers of the nodes on screen.
    var activeTimers: [ViewTimer] {
        guard !timerNodes.isEmpty else { return [] }
        return timerNodes.values.filter { $0.rect != nil }.sorted { $0.id < $1.id }.flatMap(\.timers)
    }

    /// After a frame: runs `onDisappear` for what left the screen, then
    /// `onAppear` for what came on it, in the order the nodes were made.
    func runAppearanceActions() {
        guard !appearanceNodes.isEmpty || !shownAppearances.isEmpty else { return }
        var shown: [ElementID: AppearanceHandlers] = [:]
        var appeared: [(Int, AppearanceHandlers)] = []
        for node in appearanceNodes.values where node.rect != nil {
            for handlers in node.appearances {
                shown[handlers.id] = handlers
                if shownAppearances[handlers.id] == nil { appeared.append((node.id, handlers)) }
            }
        }
        let gone = shownAppearances.filter { shown[$0.key] == nil }.values
        shownAppearances = shown
        for handlers in gone { handlers.onDisappear?() }
        for (_, handlers) in appeared.sorted(by: { $0.0 < $1.0 }) { handlers.onAppear?() }
    }
}
