/// An element that lays out and draws exactly as its child does, adding a key
/// shortcut or a timer (from `.onKeyPress` and `.onTimer`).
final class WrapperElement: SingleChildElement {
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private var shortcut: Shortcut?
    @exclusivity(unchecked) private var timer: ViewTimer?

    init(child: Element, shortcut: Shortcut? = nil, timer: ViewTimer? = nil) {
        self.shortcut = shortcut
        self.timer = timer
        super.init(child: child)
    }

    /// Takes a new child, shortcut and timer: the update in place of a
    /// wrapper resolved again.
    func update(child: Element, shortcut: Shortcut?, timer: ViewTimer?) {
        self.shortcut = shortcut
        self.timer = timer
        replaceChild(with: child, sameParameters: true)
    }

    // The child's shortcuts before the wrapper's own: a key goes to the
    // innermost view that answers it first, as in SwiftUI.
    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
        child.forEachShortcut(visit)
        if let shortcut { visit(shortcut) }
    }

    override func collectDeclarations(into declarations: inout Declarations) {
        let timers = declarations.timers.count
        child.collectDeclarations(into: &declarations)
        if let shortcut { declarations.shortcuts.append(shortcut) }
        // Timers keep their order, outermost first.
        if let timer { declarations.timers.insert(timer, at: timers) }
    }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) {
        if let timer { visit(timer) }
        child.forEachTimer(visit)
    }
}
