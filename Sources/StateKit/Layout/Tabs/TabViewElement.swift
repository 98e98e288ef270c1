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

    override func forEachNode(_ visit: (ViewNode) -> Void) {
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

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        for item in items { item.forEachShortcut(visit) }
        if cyclesWithTab {
            let select = self.select
            let selected = self.selected
            visit(.tab) { select(selected + 1) }
            visit(.backTab) { select(selected - 1) }
        }
        page.forEachShortcut(visit)
    }
}

/// One item of a tab bar: the page's label, reversed while its page is shown.
/// Focused, Enter or Space selects its page; its key (if any) does at any time.
final class TabBarItemElement: FocusableElement {
    let label: Element?
    let key: Key?
    let isSelected: Bool
    let choose: @MainActor () -> Void
    private let inFocusRing: Bool

    init(
        label: Element?, key: Key?, index: Int, isSelected: Bool, isInFocusRing: Bool, context: ResolveContext,
        choose: @escaping @MainActor () -> Void
    ) {
        self.label = label
        self.key = key
        self.isSelected = isSelected
        self.inFocusRing = isInFocusRing
        self.choose = choose
        super.init(context: context, place: .index(-1 - index))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = label?.sizeThatFits(ProposedSize(width: nil, height: 1)) ?? Size(width: 1, height: 1)
        return Size(width: inner.width + 2, height: 1)
    }

    override func place(in rect: Rect) {
        frame = rect
        label?.place(in: Rect(x: rect.minX + 1, y: rect.minY, width: max(0, rect.size.width - 2), height: 1))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        label?.draw(into: &buffer, clip: area)
        if isSelected { buffer.addStyle([.reverse, .bold], in: area) }
        if isFocused { buffer.addStyle(.underline, in: area) }
    }

    override func activate() { choose() }

    override var isInFocusRing: Bool { inFocusRing }

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        if let key { visit(key, choose) }
    }

    override func forEachNode(_ visit: (ViewNode) -> Void) { label?.forEachNode(visit) }
}
