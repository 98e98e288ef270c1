/// A screen's content with the toolbar items it hands to its navigation
/// stack: laid out and drawn as the content alone (the stack's title line
/// draws the items), it still declares the items' shortcuts and timers and
/// shows their nodes, which belong to the screen's node.
final class ToolbarHolderElement: SingleChildElement {
    let items: [Element]

    init(child: Element, items: ToolbarItems) {
        self.items = items.all
        super.init(child: child)
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) {
        child.forEachNode(visit)
        for item in items { item.forEachNode(visit) }
    }

    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
        child.forEachShortcut(visit)
        for item in items { item.forEachShortcut(visit) }
    }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) {
        child.forEachTimer(visit)
        for item in items { item.forEachTimer(visit) }
    }

    override func forEachAppearance(_ visit: (AppearanceHandlers) -> Void) {
        child.forEachAppearance(visit)
        for item in items { item.forEachAppearance(visit) }
    }

    override func collectDeclarations(into declarations: inout Declarations) {
        child.collectDeclarations(into: &declarations)
        for item in items { item.collectDeclarations(into: &declarations) }
    }
}
