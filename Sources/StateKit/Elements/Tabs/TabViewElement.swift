/// A tab view on screen: its bar of items (none in page style) above the
/// selected page.
final class TabViewElement: Element {
    let items: [TabBarItemElement]
    let page: Element
    let selected: Int
    private let select: @MainActor (Int) -> Void
    /// Tab and Shift-Tab select the next and previous page (pages with keys,
    /// as StateKit's `TabItem` makes them); otherwise they move the focus.
    private let cyclesWithTab: Bool

    init(
        items: [TabBarItemElement], page: Element, selected: Int, select: @escaping @MainActor (Int) -> Void,
        cyclesWithTab: Bool
    ) {
        self.items = items
        self.page = page
        self.selected = selected
        self.select = select
        self.cyclesWithTab = cyclesWithTab
    }

    private var barHeight: Int { items.isEmpty ? 0 : 1 }

    private var barWidth: Int {
        items.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width } + max(0, items.count - 1)
    }

    /// A tab view fills what it is offered, as SwiftUI's does; asked for its
    /// ideal size, it is as large as its bar and page.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let pageSize = page.sizeThatFits(
            ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) }))
        let bar = barWidth
        return Size(
            width: proposal.width ?? max(bar, pageSize.width), height: proposal.height ?? pageSize.height + barHeight)
    }

    override func place(in rect: Rect) {
        frame = rect
        var x = rect.minX
        for item in items {
            let width = min(item.sizeThatFits(.unspecified).width, max(0, rect.maxX - x))
            item.place(in: Rect(x: x, y: rect.minY, width: width, height: min(1, rect.size.height)))
            x += width + 1
        }
        // The page in the middle of the room below the bar, as SwiftUI centres it.
        let room = Rect(
            x: rect.minX, y: rect.minY + barHeight, width: rect.size.width, height: max(0, rect.size.height - barHeight)
        )
        page.place(in: Alignment.center.place(page.sizeThatFits(ProposedSize(room.size)), in: room))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        for item in items { item.draw(into: &buffer, clip: area) }
        page.draw(into: &buffer, clip: area)
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) {
        for item in items { item.forEachNode(visit) }
        page.forEachNode(visit)
    }

    /// The items, then the page's controls. When Tab cycles the pages the items
    /// stay out of the focus ring (`isInFocusRing`) but can still be clicked.
    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        for item in items { item.forEachFocusable(visit) }
        page.forEachFocusable(visit)
    }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) { page.forEachTimer(visit) }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) { page.forEachScrollable(visit) }

    override func forEachAppearance(_ visit: (AppearanceHandlers) -> Void) { page.forEachAppearance(visit) }

    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
        for item in items { item.forEachShortcut(visit) }
        if cyclesWithTab {
            let select = self.select
            let selected = self.selected
            visit(Shortcut(key: .tab, action: { select(selected + 1) }))
            visit(Shortcut(key: .backTab, action: { select(selected - 1) }))
        }
        page.forEachShortcut(visit)
    }
}
