import StateKit

/// One way of holding the demo's state: it builds the root view with its state
/// injected, and reads the values the report shows.
@MainActor
protocol StateDesign {
    var root: AnyView { get }
    var state: DemoState { get }
}

/// The demo's state as the report shows it, whatever the design.
struct DemoState: Codable, Equatable {
    var counter: Int
    var isAuthenticated: Bool
    var selectedTab: Tab
}
