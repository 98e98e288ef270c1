/// What a lazy list puts between its rows.
enum RowSeparator {
    /// A line across: a `List`.
    case divider
    /// Blank lines: a `LazyVStack`'s spacing, or none.
    case space(Int)

    var lines: Int {
        switch self {
        case .divider: 1
        case .space(let lines): lines
        }
    }
}
