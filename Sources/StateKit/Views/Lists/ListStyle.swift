/// How a list is drawn, as SwiftUI's list styles: give one to
/// `listStyle(_:)`, as `.plain`, `.inset`, `.grouped`, `.insetGrouped` or
/// `.sidebar`.
public protocol ListStyle: Sendable {}

/// The looks of lists on a terminal.
enum ListDrawing: Equatable, Sendable {
    /// A line between rows, the rows from edge to edge.
    case plain
    /// A line between rows, the rows two columns in from either edge.
    case inset
    /// A line between rows, and a blank line before each section.
    case grouped
    /// Grouped, the rows two columns in.
    case insetGrouped
    /// No lines, a blank line before each section, the rows two columns in.
    case sidebar

    /// Columns the rows stand in from either edge.
    var rowInset: Int {
        switch self {
        case .plain, .grouped: 0
        case .inset, .insetGrouped, .sidebar: 2
        }
    }

    /// Whether a section starts after a blank line.
    var separatesSections: Bool {
        switch self {
        case .plain, .inset: false
        case .grouped, .insetGrouped, .sidebar: true
        }
    }

    /// What stands between two rows.
    var separator: RowSeparator { self == .sidebar ? .space(0) : .divider }
}

/// A style StateKit draws.
protocol DrawnListStyle: Sendable {
    var drawing: ListDrawing { get }
}

/// The platform's style: plain.
public struct DefaultListStyle: ListStyle, DrawnListStyle {
    /// The default style.
    public init() {}
    var drawing: ListDrawing { .plain }
}

/// Rows from edge to edge, a line between them.
public struct PlainListStyle: ListStyle, DrawnListStyle {
    /// The plain style.
    public init() {}
    var drawing: ListDrawing { .plain }
}

/// Rows two columns in from either edge.
public struct InsetListStyle: ListStyle, DrawnListStyle {
    /// The inset style.
    public init() {}
    var drawing: ListDrawing { .inset }
}

/// Sections apart, a blank line before each.
public struct GroupedListStyle: ListStyle, DrawnListStyle {
    /// The grouped style.
    public init() {}
    var drawing: ListDrawing { .grouped }
}

/// Sections apart, the rows two columns in.
public struct InsetGroupedListStyle: ListStyle, DrawnListStyle {
    /// The inset grouped style.
    public init() {}
    var drawing: ListDrawing { .insetGrouped }
}

/// A sidebar: no lines between rows, sections apart, the rows two columns
/// in under their headers.
public struct SidebarListStyle: ListStyle, DrawnListStyle {
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
        let drawing = (style as? any DrawnListStyle)?.drawing ?? .plain
        return AttributeModifier(content: self) { $0.listDrawing = drawing }
    }
}
