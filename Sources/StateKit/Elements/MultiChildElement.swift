/// An element holding several children, all of whose content (nodes,
/// shortcuts, focusable controls, timers, appearance actions) it reports in
/// order; subclasses lay them out.
class MultiChildElement: Element {
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private(set) var children: [Element]
    /// The children an update in place replaced, until the layout is settled.
    @exclusivity(unchecked) private var replacedChildren: [Element]?
    /// The array before last, emptied with its capacity kept: the next update
    /// in place fills it rather than allocating one.
    @exclusivity(unchecked) private var spareChildren: [Element] = []

    init(children: [Element]) {
        self.children = children
    }

    /// An update in place: `children` replace the current ones (some may be
    /// them, updated in place themselves); `sameParameters` when this
    /// element's own values lay them out as before.
    func replaceChildren(with children: [Element], sameParameters: Bool) {
        replacedChildren = self.children
        self.children = children
        updatedAlike = sameParameters
    }

    override func keptItsLayout() -> Bool {
        defer { recycleReplacedChildren() }
        guard updatedAlike, let old = replacedChildren, old.count == children.count else { return false }
        for index in children.indices where !children[index].keepsLayout(of: old[index]) { return false }
        return true
    }

    /// An empty array to resolve the next children into.
    func takeSpareChildren() -> [Element] {
        let spare = spareChildren
        spareChildren = []
        return spare
    }

    /// Lets go of the children an update in place replaced, once the layout no
    /// longer needs them, and keeps their array for the next update.
    func recycleReplacedChildren() {
        guard var old = replacedChildren else { return }
        replacedChildren = nil
        old.clearKeepingCapacity()
        spareChildren = old
    }

    /// Whether `old`, of the same class, lays out its children as this one does.
    func hasLayoutParameters(of old: MultiChildElement) -> Bool { true }

    override final func adoptLayout(of old: Element) -> Bool {
        guard type(of: old) == type(of: self), let old = old as? MultiChildElement,
            old.children.count == children.count, hasLayoutParameters(of: old)
        else { return false }
        for index in children.indices where !children[index].keepsLayout(of: old.children[index]) { return false }
        frame = old.frame
        return true
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        for child in children { child.draw(into: &buffer, clip: area) }
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) {
        for child in children { child.forEachNode(visit) }
    }

    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
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
