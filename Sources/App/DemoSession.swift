import Foundation
import StateKit

/// The running demo: the current state design, the app-level keys (`m`, `r`,
/// `?`, `q`) and the lines around the panes.
@MainActor
final class DemoSession {
    let app: Application
    let storage: HistoryStorage
    private(set) var mode: DemoMode
    private var design: any StateDesign
    private let context: DesignContext
    private var showingHelp = false

    /// `today` names the local calendar day for the history (`yyyy-MM-dd`).
    init(app: Application, mode: DemoMode, storage: HistoryStorage, today: @escaping @MainActor () -> String = localDay)
    {
        self.app = app
        self.mode = mode
        self.storage = storage
        context = DesignContext(storage: storage, today: today)
        design = mode.makeDesign(context: context)
        app.setRoot(design.root.lengthsInCells())
        app.statusBar = { [unowned self] in self.statusBar() }
        app.onUnhandledKey = { [unowned self] key in self.handle(key) }
        app.globalKeys = ["q", "m", "r", "h", "?", .escape]
        app.minimumSize = Self.minimumSize
        app.highlightsUpdates = true
    }

    /// The smallest screen on which every tab shows all of its panes in full, the
    /// status lines included: `StepPreviewView`'s line needs 79 columns, the
    /// History tab 23 rows (the minimum-size tests measure it again). Below it
    /// the demo shows only a notice.
    nonisolated static let minimumSize = Size(width: 79, height: 23)

    /// The design's values, with the step and timer the views hold.
    var state: DemoState {
        let held = design.state
        return DemoState(
            counter: held.counter, isAuthenticated: held.user != nil, selectedTab: held.selectedTab,
            user: held.user?.name,
            step: app.graph.stateValue(of: "ContentView", "step") as? Int ?? StepKey.defaultValue,
            timerRemaining: app.graph.stateValue(of: "TimerView", "timeRemaining") as? Int,
            historyCount: held.historyCount)
    }

    private func handle(_ key: Key) {
        switch key {
        case "q":
            app.quit()
        case "m":
            switchMode(to: mode.next)
        case "r":
            app.graph.resetRenderCounts()
            app.renderer.setNeedsFullRepaint()
        case "h":
            app.highlightsUpdates.toggle()
        case "?":
            showingHelp.toggle()
        case .escape:
            showingHelp = false
        default:
            break
        }
    }

    /// Starts `mode` with fresh state and fresh counters (the history is read
    /// again from its file).
    func switchMode(to mode: DemoMode) {
        self.mode = mode
        design = mode.makeDesign(context: context)
        app.setRoot(design.root.lengthsInCells())
    }

    private func statusBar() -> StatusBar {
        // Colour where there is some; the bold banner and the plain lines read
        // the same without it.
        var top = [StatusBar.Line("StateKit · \(mode.rawValue) — \(mode.summary)", style: .bold, colors: Self.banner)]
        if let notice = storage.notice { top.append(StatusBar.Line("! \(notice)", style: .reverse)) }
        var bottom = [StatusBar.Line("why: " + Self.describe(app.graph.latestReasons), colors: Self.reasons)]
        if showingHelp { bottom += Self.help.map { StatusBar.Line($0) } }
        bottom.append(StatusBar.Line(Self.keys, style: .dim))
        return StatusBar(top: top, bottom: bottom)
    }

    /// The mode banner's colours: cyan.
    private static let banner = ColorPair(foreground: .cyan, background: nil)
    /// The `why:` line's: yellow, as the panes it names are highlighted.
    private static let reasons = ColorPair(foreground: .yellow, background: nil)

    static let keys = "+/- count  a auth  n name  1 2 3 Tab tabs  m mode  r reset  ? help  q quit"

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
        "n: type a name (Enter logs in, Esc leaves, Tab moves between field and buttons)",
        ", .: step (Settings)  t: restart timer  e, Up, Down: history  r: zero counts",
        "h: highlight the panes each update evaluates, for a second (on at start)",
    ]

    /// Today in the local time zone, `yyyy-MM-dd`.
    static func localDay() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
