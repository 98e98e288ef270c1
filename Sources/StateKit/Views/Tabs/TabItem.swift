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

/// How a tab view shows its pages.
public protocol TabViewStyle {
    /// One page at a time, no bar.
    var isPaged: Bool { get }
}

/// Tabs with a bar of items: the default.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
    /// Not paged: a bar of items.
    public var isPaged: Bool { false }
}

/// One page at a time and no bar of items; the buttons of the pages move
/// between them.
public struct PageTabViewStyle: TabViewStyle {
    /// Whether page dots are shown: a terminal shows none.
    public enum IndexDisplayMode: Sendable {
        /// Dots when there are pages, as SwiftUI decides; accepted and not drawn.
        case automatic
        /// Dots always; accepted and not drawn.
        case always
        /// No dots: what a terminal shows anyway.
        case never
    }

    /// A page style; the index display is accepted and not drawn.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
    /// Paged: one page at a time.
    public var isPaged: Bool { true }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// One page at a time.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// Tabs with a bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
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

/// A page with a title and a key that selects it, shown in the bar as
/// ` key title `; Tab and Shift-Tab cycle through such pages.
public struct TabItem<Selection: Hashable>: View, PrimitiveView, TabPageSource {
    let title: String
    let key: Key?
    let value: Selection
    let content: AnyView

    /// A page titled `title`, selected by `value` or by `key`.
    public init<Content: View>(
        _ title: String, key: Key? = nil, value: Selection, @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.key = key
        self.value = value
        self.content = AnyView(content())
    }

    /// Tab items are drawn by their tab view.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        context.resolve(content, at: .index(0), into: &elements)
    }

    func collectPages(into pages: inout [TabPage]) {
        pages.append(
            TabPage(
                view: content, tag: AnyHashable(value), item: Text(key.map { "\($0.label) \(title)" } ?? title),
                key: key, index: pages.count))
    }
}
