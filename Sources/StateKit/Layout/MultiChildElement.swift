/// An element holding several children, all of whose content (nodes,
/// shortcuts, focusable controls, timers, appearance actions) it reports in
/// order; subclasses lay them out.
class MultiChildElement: Element {
    let children: [Element]

    init(children: [Element]) {
        self.children = children
    }

    /// Whether `old`, of the same class, lays out its children as this one does.
    func hasLayoutParameters(of old: MultiChildElement) -> Bool { true }

    override final func adoptLayout(of old: Element) -> Bool {
        guard type(of: old) == type(of: self), let old = old as? MultiChildElement,
            old.children.count == children.count, hasLayoutParameters(of: old)
        else { return false }
        for index in children.indices where !children[index].adoptLayout(of: old.children[index]) { return false }
        frame = old.frame
        return true
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        for child in children { child.draw(into: &buffer, clip: area) }
    }

    override func forEachNode(_ visit: (ViewNode) -> Void) {
        for child in children { child.forEachNode(visit) }
    }

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        for child in children { child.forEachShortcut(visit) }
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        for child in children { child.forEachFocusable(visit) }
    }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) {
        for child in children { child.forEachTimer(visit) }
    }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) {
        for child in children { child.forEachScrollable(visit) }
    }

    override func forEachAppearance(_ visit: (AppearanceHandlers) -> Void) {
        for child in children { child.forEachAppearance(visit) }
    }
}
