extension View {
    /// The item that stands for this page in its tab view's bar: usually a
    /// `Label` or a `Text`.
    public func tabItem<Item: View>(@ViewBuilder _ label: () -> Item) -> some View {
        TabPageModifier(content: self, change: .item(label()))
    }

    /// The value that selects this page in a tab view (and this row in a list).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TabPageModifier(content: self, change: .tag(AnyHashable(tag)))
    }

    /// How the tab views below show their pages: with a bar of items, or one
    /// page at a time without one (`PageTabViewStyle`).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        AttributeModifier(content: self) { $0.pagedTabs = style.isPaged }
    }
}

/// The result of `.tag(_:)` and `.tabItem(_:)`: inside a tab view it changes
/// the page; elsewhere the view shows as it is.
struct TabPageModifier<Content: View>: View, PrimitiveView, TransparentView, TabPageSource {
    enum Change {
        case tag(AnyHashable)
        case item(any View)
    }

    let content: Content
    let change: Change

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        context.resolve(content, at: .index(0), into: &elements)
    }

    func collectPages(into pages: inout [TabPage]) {
        TabPages.modifying(content, in: &pages) { page in
            switch change {
            case .tag(let tag): page.tag = tag
            case .item(let item): page.item = item
            }
        }
    }
}
