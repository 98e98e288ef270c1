/// How a list is drawn, as SwiftUI's list styles: give one to
/// `listStyle(_:)`, as `.plain`, `.inset`, `.grouped`, `.insetGrouped` or
/// `.sidebar`.
public protocol ListStyle: Sendable {}

/// The platform's style: plain.
public struct DefaultListStyle: ListStyle, DrawnStyle {
    /// The default style.
    public init() {}
    var drawing: ListDrawing { .plain }
}

/// Rows from edge to edge, a line between them.
public struct PlainListStyle: ListStyle, DrawnStyle {
    /// The plain style.
    public init() {}
    var drawing: ListDrawing { .plain }
}

/// Rows two columns in from either edge.
public struct InsetListStyle: ListStyle, DrawnStyle {
    /// The inset style.
    public init() {}
    var drawing: ListDrawing { .inset }
}

/// Sections apart, a blank line before each.
public struct GroupedListStyle: ListStyle, DrawnStyle {
    /// The grouped style.
    public init() {}
    var drawing: ListDrawing { .grouped }
}

/// Sections apart, the rows two columns in.
public struct InsetGroupedListStyle: ListStyle, DrawnStyle {
    /// The inset grouped style.
    public init() {}
    var drawing: ListDrawing { .insetGrouped }
}

/// A sidebar: no lines between rows, sections apart, the rows two columns
/// in under their headers.
public struct SidebarListStyle: ListStyle, DrawnStyle {
    /// The sidebar style.
    public init() {}
    var drawing: ListDrawing { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows from edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows two columns in.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections apart.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections apart, the rows two columns in.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Draws the lists below in `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        styled(style, fallback: ListDrawing.plain)
    }
}
