/// An element that lays out and draws exactly as its child does, adding a key
/// shortcut or a timer (from `.onKeyPress` and `.onTimer`).
final class WrapperElement: SingleChildElement {
    private let shortcut: (key: Key, action: @MainActor () -> Void)?
    private let timer: ViewTimer?

    init(child: Element, shortcut: (Key, @MainActor () -> Void)? = nil, timer: ViewTimer? = nil) {
        self.shortcut = shortcut
        self.timer = timer
        super.init(child: child)
    }

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        if let shortcut { visit(shortcut.key, shortcut.action) }
        child.forEachShortcut(visit)
    }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) {
        if let timer { visit(timer) }
        child.forEachTimer(visit)
    }
}
