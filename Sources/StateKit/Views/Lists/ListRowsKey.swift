/// Set for the rows of a list: a navigation link there is drawn as iOS
/// draws a list's row, its label with a chevron at the trailing edge.
struct ListRowsKey: EnvironmentKey {
    static let defaultValue = false
}
