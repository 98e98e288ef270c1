/// A sidebar and a detail (and with `content`, three columns), as SwiftUI's
/// `NavigationSplitView`. On a terminal of at least
/// `NavigationSplitView.sideBySideWidth` columns (two columns) or
/// `sideBySideWidthForThree` (three), the columns stand side by side, each
/// with its own title line; on a narrower one the view collapses to a stack
/// whose root is the sidebar, and choosing a row of a `List(selection:)`
/// there pushes the next column; going back clears that choice, as in SwiftUI.
/// Side by side, a `NavigationLink` in the sidebar shows its destination in
/// the detail column, as the older `NavigationView` does on a large screen.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, InternalView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    @State private var showsContent = false
    @State private var showsDetail = false
    @State private var columns = SplitColumns()
    /// The link in the sidebar (the content column, of three) whose
    /// destination the detail column shows, side by side.
    @State private var linkedDetail: ElementID?

    /// A sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }

    /// A sidebar, a content column and a detail.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// A sidebar and a detail; which columns show is accepted, as a terminal
    /// shows them all when it is wide enough.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// Three columns; which show is accepted, as a terminal shows them all
    /// when it is wide enough.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// The split view, internal to StateKit.
    public var body: some View {
        SplitLayout(
            sidebar: sidebar, content: content, detail: detail, columns: columns, showsContent: $showsContent,
            showsDetail: $showsDetail, linkedDetail: $linkedDetail)
    }
}

/// Where a split view stops collapsing to a stack.
enum SplitWidths {
    /// The narrowest terminal, in columns, on which a sidebar and a detail
    /// stand side by side.
    static let sideBySide = 70
    /// The narrowest terminal, in columns, on which three columns stand
    /// side by side.
    static let sideBySideForThree = 100

    /// A side column's width (the sidebar's, the content's): what its rows
    /// and its title line ask for, `ideal`, but at least a quarter of the
    /// screen and 20 columns, and at most two fifths of the screen beside a
    /// detail alone, a third beside a content column too, so that the detail
    /// keeps the rest.
    static func sideColumn(ideal: Int, screen: Int, sideColumns: Int) -> Int {
        let least = max(screen / 4, 20)
        let most = sideColumns > 1 ? screen / 3 : screen * 2 / 5
        return min(max(ideal, least), max(least, most))
    }
}

/// Which columns of a split view show, as SwiftUI names them; accepted.
public enum NavigationSplitViewVisibility: Hashable, Sendable {
    /// As the split view sees fit.
    case automatic
    /// Every column.
    case all
    /// The content and the detail.
    case doubleColumn
    /// The detail alone.
    case detailOnly
}

/// How a split view shares its width, as SwiftUI's styles say; accepted:
/// a terminal's sidebar takes the width its rows and title line ask for,
/// between a quarter and two fifths of the screen (`SplitWidths`).
public protocol NavigationSplitViewStyle: Sendable {}

/// SwiftUI's choice of widths.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// The columns side by side, sharing the width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// The detail larger.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// SwiftUI's choice of widths.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The columns side by side, sharing the width.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail larger.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension View {
    /// How a split view shares its width, accepted: a terminal's sidebar
    /// takes the width its rows and title line ask for, between a quarter
    /// and two fifths of the screen.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// A column's width, accepted: a terminal's sidebar takes the width its
    /// rows and title line ask for, between a quarter and two fifths of the
    /// screen.
    public func navigationSplitViewColumnWidth(_ width: Double) -> some View { self }

    /// A column's widths, accepted, as `navigationSplitViewColumnWidth(_:)`.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View {
        self
    }
}
