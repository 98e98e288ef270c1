import StateKit

/// The running demo: the current state design, the app-level keys (`m`, `r`,
/// `?`, `q`) and the lines around the panes.
@MainActor
final class DemoSession {
    let app: Application
    private(set) var mode: DemoMode
    private var design: any StateDesign
    private var showingHelp = false

    init(app: Application, mode: DemoMode) {
        self.app = app
        self.mode = mode
        self.design = mode.makeDesign()
        app.setRoot(design.root)
        app.statusBar = { [unowned self] in self.statusBar() }
        app.onUnhandledKey = { [unowned self] key in self.handle(key) }
    }

    var state: DemoState { design.state }

    private func handle(_ key: Key) {
        switch key {
        case "q":
            app.quit()
        case "m":
            switchMode(to: mode.next)
        case "r":
            app.graph.resetRenderCounts()
            app.renderer.setNeedsFullRepaint()
        case "?":
            showingHelp.toggle()
        case .escape:
            showingHelp = false
        default:
            break
        }
    }

    /// Starts `mode` with fresh state and fresh counters.
    func switchMode(to mode: DemoMode) {
        self.mode = mode
        design = mode.makeDesign()
        app.setRoot(design.root)
    }

    private func statusBar() -> StatusBar {
        var bottom = [StatusBar.Line("why: " + Self.describe(app.graph.latestReasons))]
        if showingHelp { bottom += Self.help.map { StatusBar.Line($0) } }
        bottom.append(
            StatusBar.Line("+/- count  a auth  1 2 Tab tabs  s settings  m mode  r reset  ? help  q quit", style: .dim))
        return StatusBar(
            top: [StatusBar.Line("StateKit · \(mode.rawValue) — \(mode.summary)", style: .bold)],
            bottom: bottom)
    }

    /// Groups reasons by cause: `HomeView, CounterView: AppState.counter changed`.
    static func describe(_ reasons: [Invalidation]) -> String {
        guard !reasons.isEmpty else { return "nothing re-rendered yet" }
        var causes: [String] = []
        var views: [String: [String]] = [:]
        for reason in reasons {
            if views[reason.cause] == nil { causes.append(reason.cause) }
            views[reason.cause, default: []].append(reason.view)
        }
        return causes.map { "\(views[$0]!.joined(separator: ", ")): \($0)" }.joined(separator: " · ")
    }

    static let help = [
        "Each pane's title shows how many times that view's body was evaluated.",
        "monolithic: one AppState; any change re-renders every pane holding it,",
        "  even HomeView, which only writes the tab.",
        "sliced: one object per concern; HomeView holds a container that is silent.",
        "observable: one @Observable model; panes depend only on what they read.",
        "m: next design, with fresh state   r: zero the counts   ? or Esc: close help",
    ]
}
