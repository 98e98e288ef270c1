/// Pages of views, one shown at a time, as SwiftUI's `TabView`: a bar of tab
/// items above the selected page, or, with `.tabViewStyle(.page)`, the page
/// alone. Each page is a child view; `.tag(_:)` names the selection value that
/// shows it, `.tabItem { Label(...) }` its item in the bar.
///
/// As in SwiftUI, a page's views stay alive once shown: switching away hides
/// them without destroying their state, and they keep observing what they
/// observe. The tab view reads its selection itself, so a change of selection
/// re-evaluates no body but those that read it.
public struct TabView<SelectionValue: Hashable, Content: View>: View, InternalView {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The selection of a tab view made without a binding.
    @State private var ownSelection: AnyHashable?

    /// Pages whose shown one is `selection`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// A tab view and its pages, internal to StateKit.
    public var body: some View {
        TabViewContent(
            selection: selection.map { binding in
                Binding<AnyHashable?>(
                    get: { AnyHashable(binding.wrappedValue) },
                    set: { value in if let value = value?.base as? SelectionValue { binding.wrappedValue = value } })
            } ?? $ownSelection,
            pages: TabPages.collect(content))
    }
}

extension TabView where SelectionValue == Int {
    /// Pages that keep their own selection, the first page first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// The tab view's own primitive: resolves the selected page, and keeps the
/// others alive but hidden.
struct TabViewContent: View, PrimitiveView {
    let selection: Binding<AnyHashable?>
    let pages: [TabPage]

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        guard !pages.isEmpty else { return }
        let current = selection.wrappedValue
        let selected = pages.firstIndex { $0.identity == current } ?? 0
        let page = context.resolveOne(pages[selected].view, at: .tag(pages[selected].identity))
        for page in pages.indices where page != selected {
            context.owner.retainHiddenChildren(
                under: context.path(appending: .tag(pages[page].identity)), awaitingRemake: false)
        }
        let paged = context.environment.attributes.pagedTabs
        let isEnabled = context.environment.attributes.isEnabled
        let cyclesWithTab = pages.contains { $0.key != nil }
        let items: [TabBarItemElement] =
            paged
            ? []
            : pages.indices.map { index in
                let page = pages[index]
                let label = page.item.map { item in
                    guard let badge = page.badge else { return context.resolveOne(item, at: .index(-1 - index)) }
                    // The badge after the item, in the alert colour, as iOS draws it.
                    return context.resolveOne(
                        HStack(spacing: 8) {
                            AnyView(item)
                            AnyView(badge).foregroundStyle(.red).bold()
                        }, at: .index(-1 - index))
                }
                return TabBarItemElement(
                    label: label, key: page.key, isSelected: index == selected,
                    isEnabled: isEnabled && !page.isDisabled, isInFocusRing: !cyclesWithTab,
                    place: context.focusPlace(appending: .index(-1 - index))
                ) { selection.wrappedValue = page.identity }
            }
        let identities = pages.map(\.identity)
        let enabled = pages.map { isEnabled && !$0.isDisabled }
        elements.append(
            TabViewElement(
                items: items, page: page, selected: selected,
                select: { index in
                    // Tab and Shift-Tab pass over the pages turned off.
                    let step = index < selected ? -1 : 1
                    var next = index
                    for _ in identities.indices {
                        let wrapped = (next % identities.count + identities.count) % identities.count
                        if enabled[wrapped] {
                            selection.wrappedValue = identities[wrapped]
                            return
                        }
                        next += step
                    }
                },
                cyclesWithTab: cyclesWithTab))
    }
}
