/// A view with a toolbar and no navigation stack around it: its title-line
/// items in a line above it, its bottom items in a line below, and the
/// keyboard's items there too while a text field has the focus.
final class ToolbarFrameElement: SingleChildElement {
    let items: ToolbarItems
    private unowned let owner: any ElementOwner

    init(child: Element, items: ToolbarItems, owner: any ElementOwner) {
        self.items = items
        self.owner = owner
        super.init(child: child)
    }

    private var topRows: Int { items.hasTopItems ? 1 : 0 }
    private var bottomRows: Int { items.bottom.isEmpty && items.keyboard.isEmpty ? 0 : 1 }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let rows = topRows + bottomRows
        let inner = child.sizeThatFits(
            ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - rows) }))
        let lines = max(ToolbarLine.width(of: items.leading + items.principal + items.trailing), bottomWidth)
        return Size(width: max(inner.width, min(lines, proposal.width ?? lines)), height: inner.height + rows)
    }

    private var bottomWidth: Int { ToolbarLine.width(of: items.bottom + items.keyboard) }

    override func place(in rect: Rect) {
        frame = rect
        if topRows > 0 {
            _ = ToolbarLine.placeTop(
                items, in: Rect(x: rect.minX, y: rect.minY, width: rect.size.width, height: 1), inset: 0)
        }
        child.place(
            in: Rect(
                x: rect.minX, y: rect.minY + topRows, width: rect.size.width,
                height: max(0, rect.size.height - topRows - bottomRows)))
        if bottomRows > 0 {
            ToolbarLine.place(items.bottom + items.keyboard, from: rect.minX, y: rect.maxY - 1, limit: rect.maxX)
        }
    }

    /// The keyboard's items show only while a text field has the focus.
    private var showsKeyboardItems: Bool { !items.keyboard.isEmpty && owner.isFocusOnTextField }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        child.draw(into: &buffer, clip: clip)
        ToolbarLine.draw(items.leading + items.principal + items.trailing + items.bottom, into: &buffer, clip: clip)
        if showsKeyboardItems { ToolbarLine.draw(items.keyboard, into: &buffer, clip: clip) }
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        for item in items.leading + items.principal + items.trailing { item.forEachFocusable(visit) }
        child.forEachFocusable(visit)
        for item in items.bottom { item.forEachFocusable(visit) }
        if showsKeyboardItems { for item in items.keyboard { item.forEachFocusable(visit) } }
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) {
        child.forEachNode(visit)
        for item in items.all { item.forEachNode(visit) }
    }

    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
        child.forEachShortcut(visit)
        for item in items.all { item.forEachShortcut(visit) }
    }

    override func collectDeclarations(into declarations: inout Declarations) {
        child.collectDeclarations(into: &declarations)
        for item in items.all { item.collectDeclarations(into: &declarations) }
    }
}
