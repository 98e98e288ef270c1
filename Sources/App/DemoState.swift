/// The demo's state as the report shows it, whatever the design: the design's
/// values, and the step and timer that views own.
struct DemoState: Codable, Equatable {
    var counter: Int
    var isAuthenticated: Bool
    var selectedTab: Tab
    var user: String?
    var step: Int
    var timerRemaining: Int?
    var historyCount: Int

    private enum CodingKeys: String, CodingKey {
        case counter, isAuthenticated, selectedTab, user, step, timerRemaining, historyCount
    }

    init(
        counter: Int = 0, isAuthenticated: Bool = false, selectedTab: Tab = .home, user: String? = nil,
        step: Int = StepKey.defaultValue, timerRemaining: Int? = 3, historyCount: Int = 0
    ) {
        self.counter = counter
        self.isAuthenticated = isAuthenticated
        self.selectedTab = selectedTab
        self.user = user
        self.step = step
        self.timerRemaining = timerRemaining
        self.historyCount = historyCount
    }

    /// Writes `null` for a missing user or timer rather than leaving the key out.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(counter, forKey: .counter)
        try container.encode(isAuthenticated, forKey: .isAuthenticated)
        try container.encode(selectedTab, forKey: .selectedTab)
        try container.encode(user, forKey: .user)
        try container.encode(step, forKey: .step)
        try container.encode(timerRemaining, forKey: .timerRemaining)
        try container.encode(historyCount, forKey: .historyCount)
    }
}
