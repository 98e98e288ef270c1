/// One page of a tab view: its view, the value that selects it and its item.
@MainActor
struct TabPage {
    var view: any View
    var tag: AnyHashable?
    var item: (any View)?
    /// `.badge`: drawn after the item in the bar.
    var badge: (any View)?
    var key: Key?
    /// The page's identity among its siblings when it has no tag.
    var index: Int
    /// Whether `.disabled(true)` on the page turned its item off.
    var isDisabled = false

    var identity: AnyHashable { tag ?? AnyHashable(index) }
}

/// A view that stands for several tab pages (a `ForEach`, a group of views)
/// or changes the one page it is (`.tag`, `.tabItem`).
@MainActor
protocol TabPageSource {
    func collectPages(into pages: inout [TabPage])
}

@MainActor
enum TabPages {
    /// The pages `content` stands for, in order.
    static func collect(_ content: some View) -> [TabPage] {
        var pages: [TabPage] = []
        add(content, to: &pages)
        for index in pages.indices { pages[index].index = index }
        return pages
    }

    static func add(_ view: any View, to pages: inout [TabPage]) {
        if let source = view as? any TabPageSource {
            source.collectPages(into: &pages)
        } else {
            pages.append(TabPage(view: view, tag: nil, item: nil, key: nil, index: pages.count))
        }
    }

    /// The single page `view` stands for, changed by `change`.
    static func modifying(_ view: any View, in pages: inout [TabPage], _ change: (inout TabPage) -> Void) {
        let start = pages.count
        add(view, to: &pages)
        for index in start..<pages.count { change(&pages[index]) }
    }
}

extension TupleView: TabPageSource {
    func collectPages(into pages: inout [TabPage]) {
        for child in repeat each content { TabPages.add(child, to: &pages) }
    }
}

extension _ConditionalContent: TabPageSource {
    func collectPages(into pages: inout [TabPage]) {
        switch storage {
        case .first(let view): TabPages.add(view, to: &pages)
        case .second(let view): TabPages.add(view, to: &pages)
        }
    }
}

extension Optional: TabPageSource where Wrapped: View {
    func collectPages(into pages: inout [TabPage]) {
        if let view = self { TabPages.add(view, to: &pages) }
    }
}
