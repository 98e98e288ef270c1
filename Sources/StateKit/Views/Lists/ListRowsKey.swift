/// Set for the rows of a list: a navigation link there is drawn as iOS
/// draws a list's row, its label with a chevron at the trailing edge.
struct ListRowsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views here are a row of a list or a form: a link there is
    /// the row itself, and a button's title lines up with the other rows.
    var isInRows: Bool { self[ListRowsKey.self] || self[FormRowsKey.self] }
}
