/// How a tab view shows its pages.
public protocol TabViewStyle {}

extension TabViewStyle {
    /// One page at a time, no bar.
    var isPaged: Bool { self is PageTabViewStyle }
}

/// Tabs with a bar of items: the default.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
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
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// One page at a time.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// Tabs with a bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
