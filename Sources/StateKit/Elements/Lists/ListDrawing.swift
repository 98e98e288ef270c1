/// The looks of lists on a terminal.
enum ListDrawing: UInt8, StyleDrawing {
    /// A line between rows, the rows a column in from either edge, as iOS
    /// keeps its rows' text off the screen's edge.
    case plain
    /// A line between rows, the rows two columns in from either edge.
    case inset
    /// A line between rows, and a blank line before each section; the rows
    /// a column in.
    case grouped
    /// Grouped, the rows two columns in.
    case insetGrouped
    /// No lines, a blank line before each section, the rows two columns in.
    case sidebar

    /// Columns the rows stand in from either edge.
    var rowInset: Int {
        switch self {
        case .plain, .grouped: 1
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

    static var family: StyleFamily { .list }
    static var standard: Self { .plain }
}
