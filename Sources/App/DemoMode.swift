import ArgumentParser

/// The three state designs the demo can show.
enum DemoMode: String, CaseIterable, ExpressibleByArgument, Codable {
    case monolithic
    case sliced
    case observable

    /// `m` cycles monolithic → sliced → observable → monolithic.
    var next: DemoMode {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// One line on what this design does to re-renders.
    var summary: String {
        switch self {
        case .monolithic: "one AppState: every change re-renders every pane"
        case .sliced: "one object per concern: only panes whose slice changed"
        case .observable: "one @Observable model: only panes that read the change"
        }
    }

    @MainActor
    func makeDesign(context: DesignContext) -> any StateDesign {
        switch self {
        case .monolithic: MonolithicDesign(context: context)
        case .sliced: SlicedDesign(context: context)
        case .observable: ObservableDesign(context: context)
        }
    }
}
