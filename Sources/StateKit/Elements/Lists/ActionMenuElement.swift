/// A view with actions (`contextMenu`, `swipeActions`): laid out and drawn
/// as its child; a right click on it, or Alt-Enter on a list row holding it,
/// opens its menu. It is no Tab stop and takes no left click: the controls
/// inside it keep theirs.
final class ActionMenuElement: WrappingFocusableElement {
    /// A context menu's, rather than swipe actions': it wins where a view
    /// has both.
    let isContextMenu: Bool
    private let open: @MainActor (Int?) -> Void

    override var standsFor: Element? { child }

    init(child: Element, isContextMenu: Bool, place: FocusPlace, open: @escaping @MainActor (Int?) -> Void) {
        self.isContextMenu = isContextMenu
        self.open = open
        super.init(child: child, place: place)
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
}
