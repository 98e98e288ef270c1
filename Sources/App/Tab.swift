/// The tabs of the demo, as in "App-wide state in SwiftUI".
enum Tab: String, Hashable, CaseIterable, Codable {
    case home
    case settings
}
