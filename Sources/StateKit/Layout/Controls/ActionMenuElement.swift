/// A view with actions (`contextMenu`, `swipeActions`): laid out and drawn
/// as its child; a right click on it, or Alt-Enter on a list row holding it,
/// opens its menu. It is no Tab stop and takes no left click: the controls
/// inside it keep theirs.
final class ActionMenuElement: FocusableElement {
    let child: Element
    /// A context menu's, rather than swipe actions': it wins where a view
    /// has both.
    let isContextMenu: Bool
    private let open: @MainActor (Int?) -> Void

    init(child: Element, isContextMenu: Bool, context: ResolveContext, open: @escaping @MainActor (Int?) -> Void) {
        self.child = child
        self.isContextMenu = isContextMenu
        self.open = open
        super.init(context: context)
    }

    /// The menu `element` opens: the context menu innermost under `point`
    /// (anywhere when `nil`), else the innermost swipe actions.
    static func menu(in element: Element, at point: Point?) -> ActionMenuElement? {
        var context: ActionMenuElement?
        var swipe: ActionMenuElement?
        element.forEachFocusable { candidate in
            guard let menu = candidate as? ActionMenuElement, point.map(menu.frame.contains) ?? true else { return }
            if menu.isContextMenu { context = menu } else { swipe = menu }
        }
        return context ?? swipe
    }

    /// Opens the menu, under row `row` of the screen, or under the view.
    func openActions(atRow row: Int? = nil) {
        open(row)
    }

    override var isInFocusRing: Bool { false }

    override var answersLeftClicks: Bool { false }

    override var stackAxis: Axis? {
        didSet { child.stackAxis = stackAxis }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    override func place(in rect: Rect) {
        frame = rect
        child.place(in: rect)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) { child.draw(into: &buffer, clip: clip) }

    override func flexibility(on axis: Axis, cross: Int?) -> Int { child.flexibility(on: axis, cross: cross) }

    override func forEachNode(_ visit: (ViewNode) -> Void) { child.forEachNode(visit) }

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        child.forEachShortcut(visit)
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        visit(self)
        child.forEachFocusable(visit)
    }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) { child.forEachTimer(visit) }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) { child.forEachScrollable(visit) }

    override func forEachAppearance(_ visit: (AppearanceHandlers) -> Void) { child.forEachAppearance(visit) }
}
