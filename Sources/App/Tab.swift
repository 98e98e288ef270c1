/// The tabs of the demo, as in "App-wide state in SwiftUI", plus the history.
enum Tab: String, Hashable, CaseIterable, Codable {
    case home
    case settings
    case history
}
