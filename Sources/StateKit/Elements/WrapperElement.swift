/// An element that lays out and draws exactly as its child does, adding a key
/// shortcut or a timer (from `.onKeyPress` and `.onTimer`).
final class WrapperElement: SingleChildElement {
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private var shortcut: (key: Key, action: @MainActor () -> Void)?
    @exclusivity(unchecked) private var timer: ViewTimer?

    init(child: Element, shortcut: (Key, @MainActor () -> Void)? = nil, timer: ViewTimer? = nil) {
        self.shortcut = shortcut
        self.timer = timer
        super.init(child: child)
    }

    /// Takes a new child, shortcut and timer: the update in place of a
    /// wrapper resolved again.
    func update(child: Element, shortcut: (Key, @MainActor () -> Void)?, timer: ViewTimer?) {
        self.shortcut = shortcut
        self.timer = timer
        replaceChild(with: child, sameParameters: true)
    }

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        if let shortcut { visit(shortcut.key, shortcut.action) }
        child.forEachShortcut(visit)
    }

    override func collectDeclarations(into declarations: inout Declarations) {
        if let shortcut { declarations.shortcuts.append(Shortcut(key: shortcut.key, action: shortcut.action)) }
        if let timer { declarations.timers.append(timer) }
        child.collectDeclarations(into: &declarations)
    }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) {
        if let timer { visit(timer) }
        child.forEachTimer(visit)
    }
}
