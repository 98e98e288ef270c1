/// Tabs with a selection binding: a bar of titles on top, the selected tab's
/// content below. The tab keys and Tab / Shift-Tab change the selection while
/// the tab view is on screen.
///
/// As in SwiftUI, a tab's views stay alive once shown: switching away hides them
/// without destroying their state, and they keep observing what they observe.
public struct TabView<Selection: Hashable>: View, PrimitiveView {
    let selection: Binding<Selection>
    let tabs: [TabItem<Selection>]

    public init(selection: Binding<Selection>, @TabBuilder<Selection> content: () -> [TabItem<Selection>]) {
        self.selection = selection
        self.tabs = content()
    }

    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        guard !tabs.isEmpty else { return }
        let current = selection.wrappedValue
        let selected = tabs.firstIndex { $0.value == current } ?? 0
        let page = context.resolveOne(tabs[selected].content, at: .tag(AnyHashable(tabs[selected].value)))
        for tab in tabs where tab.value != tabs[selected].value {
            context.owner.retainHiddenChildren(under: context.path(appending: .tag(AnyHashable(tab.value))))
        }
        elements.append(TabViewElement(tabs: tabs, selected: selected, selection: selection, page: page))
    }
}

/// One tab of a `TabView`: its title, its key, the selection value it stands for
/// and its content.
@MainActor
public struct TabItem<Selection: Hashable> {
    let title: String
    let key: Key?
    let value: Selection
    let content: AnyView

    public init<Content: View>(
        _ title: String, key: Key? = nil, value: Selection, @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.key = key
        self.value = value
        self.content = AnyView(content())
    }
}

/// Collects the tabs of a `TabView`.
@resultBuilder
@MainActor
public enum TabBuilder<Selection: Hashable> {
    public static func buildBlock(_ tabs: TabItem<Selection>...) -> [TabItem<Selection>] { tabs }
}

final class TabViewElement<Selection: Hashable>: Element {
    let labels: [String]
    let selected: Int
    let page: Element
    private let tabs: [TabItem<Selection>]
    private let selection: Binding<Selection>

    init(tabs: [TabItem<Selection>], selected: Int, selection: Binding<Selection>, page: Element) {
        self.tabs = tabs
        self.labels = tabs.map { tab in tab.key.map { " \($0.label) \(tab.title) " } ?? " \(tab.title) " }
        self.selected = selected
        self.selection = selection
        self.page = page
    }

    private var barWidth: Int { labels.reduce(0) { $0 + $1.terminalWidth } + max(0, labels.count - 1) }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let pageSize = page.sizeThatFits(
            ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - 1) }))
        return Size(width: max(min(barWidth, proposal.width ?? barWidth), pageSize.width), height: pageSize.height + 1)
    }

    override func place(in rect: Rect) {
        frame = rect
        page.place(
            in: Rect(x: rect.minX, y: rect.minY + 1, width: rect.size.width, height: max(0, rect.size.height - 1)))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        var x = frame.minX
        for (index, label) in labels.enumerated() {
            let style: Style = index == selected ? [.reverse, .bold] : .plain
            x += buffer.write(label, x: x, y: frame.minY, style: style, clip: area) + 1
        }
        page.draw(into: &buffer, clip: area)
    }

    override func forEachNode(_ visit: (ViewNode) -> Void) {
        page.forEachNode(visit)
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) { page.forEachFocusable(visit) }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) { page.forEachTimer(visit) }

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        let selection = self.selection
        let values = tabs.map(\.value)
        let selected = self.selected
        for tab in tabs {
            if let key = tab.key {
                let value = tab.value
                visit(key) { selection.wrappedValue = value }
            }
        }
        visit(.tab) { selection.wrappedValue = values[(selected + 1) % values.count] }
        visit(.backTab) { selection.wrappedValue = values[(selected + values.count - 1) % values.count] }
        page.forEachShortcut(visit)
    }
}
