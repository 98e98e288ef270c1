extension View {
    /// Actions for this view, as SwiftUI's context menu: a right click on
    /// the view opens them in a menu under the pointer's row, as does
    /// Alt-Enter on a list's current row holding it. Up and Down move in the
    /// menu, Enter or a click runs an action and closes it, Escape closes it.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ActionMenuHost(content: self, items: menuItems(), isContextMenu: true)
    }

    /// Actions for this view, with a preview that a terminal does not show.
    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        ActionMenuHost(content: self, items: menuItems(), isContextMenu: true)
    }

    /// Actions for a list's row, as SwiftUI's swipe actions: where a touch
    /// screen swipes, a right click on the row or Alt-Enter on it as the
    /// list's current row opens them in a menu, as `contextMenu` does; a
    /// row with both opens its context menu.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        ActionMenuHost(content: self, items: content(), isContextMenu: false)
    }
}

/// A view with actions, and the menu that shows them: a node of its own,
/// so that opening the menu evaluates nothing else.
struct ActionMenuHost<Content: View, Items: View>: View, InternalView {
    let content: Content
    let items: Items
    let isContextMenu: Bool
    @State private var isOpen = false
    @State private var source = ActionMenuSource()

    var body: some View {
        let isOpen = $isOpen
        let source = self.source
        let items = self.items
        return PresentationModifier(
            content: ActionMenuContent(content: content, source: source, isContextMenu: isContextMenu) {
                isOpen.wrappedValue = true
            },
            anchor: ActionMenuSource.anchor(of: items, isOpen: isOpen, source: source))
    }
}

/// Where the menu of a view with actions opens: under the row the right
/// click was on, else under the view's first row.
@MainActor
final class ActionMenuSource {
    weak var element: ActionMenuElement?
    var clickedRow: Int?

    var row: Rect? {
        guard let frame = element?.frame else { return nil }
        return Rect(x: frame.minX, y: clickedRow ?? frame.minY, width: frame.size.width, height: 1)
    }

    /// The menu of `items`, up while `isOpen` is true, opening under `source`.
    static func anchor(of items: some View, isOpen: Binding<Bool>, source: ActionMenuSource) -> PresentationAnchor {
        PresentationAnchor(
            style: .menu, identity: { isOpen.wrappedValue ? AnyHashable(true) : nil },
            dismiss: { isOpen.wrappedValue = false }, onDismiss: nil,
            content: { AnyView(VStack(alignment: .leading, spacing: 0) { items }) },
            source: { [weak source] in source?.row })
    }
}

/// The primitive of a view with actions: the view, in an element that opens
/// the menu.
struct ActionMenuContent<Content: View>: View, PrimitiveView {
    let content: Content
    let source: ActionMenuSource
    let isContextMenu: Bool
    let open: @MainActor () -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let source = self.source
        let open = self.open
        let element = ActionMenuElement(
            child: context.resolveOne(content, at: .index(0)), isContextMenu: isContextMenu, place: context.focusPlace
        ) { row in
            source.clickedRow = row
            open()
        }
        source.element = element
        elements.append(element)
    }
}
