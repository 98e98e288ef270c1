/// An element around exactly one child, which it lays out and draws as its own
/// unless a subclass says otherwise; everything on screen inside the child
/// (nodes, shortcuts, focusable controls, timers) is reported through it.
class SingleChildElement: Element {
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private(set) var child: Element
    /// The child an update in place replaced, until the layout is settled.
    @exclusivity(unchecked) private var replacedChild: Element?

    init(child: Element) {
        self.child = child
    }

    /// An update in place: `child` replaces the current one (or is it,
    /// updated in place itself); `sameParameters` when this element's own
    /// values lay the child out as before.
    func replaceChild(with child: Element, sameParameters: Bool) {
        replacedChild = self.child
        self.child = child
        child.stackAxis = stackAxis
        updatedAlike = sameParameters
    }

    override func keptItsLayout() -> Bool {
        defer { replacedChild = nil }
        guard updatedAlike, let replacedChild else { return false }
        return child.keepsLayout(of: replacedChild)
    }

    override var stackAxis: Axis? {
        didSet { child.stackAxis = stackAxis }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    /// Whether `old`, of the same class, lays out its child as this one does.
    func hasLayoutParameters(of old: SingleChildElement) -> Bool { true }

    override final func adoptLayout(of old: Element) -> Bool {
        guard type(of: old) == type(of: self), let old = old as? SingleChildElement,
            hasLayoutParameters(of: old), child.keepsLayout(of: old.child)
        else { return false }
        frame = old.frame
        return true
    }

    override func place(in rect: Rect) {
        frame = rect
        replacedChild = nil
        child.place(in: rect)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) { child.draw(into: &buffer, clip: clip) }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) { child.forEachNode(visit) }

    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
        child.forEachShortcut(visit)
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) { child.forEachFocusable(visit) }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) { child.forEachTimer(visit) }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) { child.forEachScrollable(visit) }

    override func forEachAppearance(_ visit: (AppearanceHandlers) -> Void) { child.forEachAppearance(visit) }
}
