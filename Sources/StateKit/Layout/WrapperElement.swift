/// An element that lays out and draws exactly as its child does, adding a key
/// shortcut or a timer (from `.onKeyPress` and `.onTimer`).
final class WrapperElement: Element {
    let child: Element
    private let shortcut: (key: Key, action: @MainActor () -> Void)?
    private let timer: ViewTimer?

    init(child: Element, shortcut: (Key, @MainActor () -> Void)? = nil, timer: ViewTimer? = nil) {
        self.child = child
        self.shortcut = shortcut
        self.timer = timer
    }

    override var stackAxis: Axis? {
        didSet { child.stackAxis = stackAxis }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    override func place(in rect: Rect) {
        frame = rect
        child.place(in: rect)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) { child.draw(into: &buffer, clip: clip) }

    override func forEachNode(_ visit: (ViewNode) -> Void) { child.forEachNode(visit) }

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        if let shortcut { visit(shortcut.key, shortcut.action) }
        child.forEachShortcut(visit)
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) { child.forEachFocusable(visit) }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) {
        if let timer { visit(timer) }
        child.forEachTimer(visit)
    }
}
