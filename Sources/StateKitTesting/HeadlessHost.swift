import StateKit

/// A view running on an in-memory terminal, for tests: press keys, type,
/// click and scroll as a user would, move time on, then read the screen, its
/// styles and how many times each view's body was evaluated.
///
/// ```swift
/// @MainActor
/// @Test func incrementRendersOnlyTheCounter() throws {
///     let host = HeadlessHost(ContentView(), width: 60, height: 16)
///     try host.click(on: "Increment")
///     #expect(host.text.contains("Count: 1"))
///     #expect(host.renders(of: CounterView.self) == 2)
///     #expect(host.renders(of: AuthenticationView.self) == 1)
/// }
/// ```
///
/// Each call that sends input is one batch of events followed by one frame,
/// as when a user presses one key and the screen catches up. Time stands
/// still unless the test moves it with `advanceClock(by:)`: timers,
/// `Timer.publish` and the end of a highlight wait for it.
@MainActor
public final class HeadlessHost {
    let application: Application
    let terminal: HeadlessTerminal
    /// Turns what a keyboard sends into keys, as for a real terminal.
    var decoder = KeyDecoder()

    /// The colours the screen draws: what `styleRuns` reports.
    public let colors: TerminalColors
    /// The terminal's background, light or dark: the views' `colorScheme`,
    /// and the background the quiet greys (the separator) are drawn for.
    public let colorScheme: ColorScheme

    /// Shows `content` on a screen of `width` columns and `height` rows, with
    /// its first frame drawn, in `colors` on a `colorScheme` background.
    public init(
        _ content: some View, width: Int = 80, height: Int = 24, colors: TerminalColors = .trueColor,
        colorScheme: ColorScheme = .dark
    ) {
        self.colors = colors
        self.colorScheme = colorScheme
        terminal = HeadlessTerminal(size: Size(width: width, height: height))
        terminal.screenColors = ScreenColors(depth: colors.depth, scheme: colorScheme)
        application = Application(terminal: terminal)
        application.setRoot(content)
        application.renderFrame()
    }

    // MARK: The screen

    /// The screen's rows as text, each as wide as the screen; a wide glyph (CJK,
    /// most emoji) is one character standing for two columns.
    public var lines: [String] { terminal.lines }

    /// The screen as text: its rows without their trailing blanks, one a line.
    public var text: String {
        lines.map(\.withoutTrailingBlanks).joined(separator: "\n")
    }

    /// The screen's width and height, in cells.
    public var size: (width: Int, height: Int) { (terminal.size.width, terminal.size.height) }
    /// What the app last put on the terminal's clipboard (a field's
    /// selection copied with Alt-C, cut with Alt-X), `nil` before anything.
    public var clipboard: String? { terminal.clipboard }

    /// How the screen looks beyond its text: each stretch of a row whose cells
    /// share attributes or colours other than the terminal's plain ones.
    public var styleRuns: [StyleRun] { StyleRun.runs(of: terminal.screen, colors: terminal.screenColors) }

    /// Cells the latest frame wrote to the terminal: 0 when nothing on screen
    /// changed.
    public var cellsWrittenByLastFrame: Int { terminal.lastFrameWrites.count }

    /// Handles `events` as one batch and draws its frame; a batch that
    /// changes nothing on screen draws none, and wrote no cell.
    func process(_ events: [InputEvent]) {
        terminal.forgetLastFrame()
        application.process(events)
    }

    // MARK: Evaluations

    /// How many times the bodies of the live views of type `type` were
    /// evaluated, added over every such view on screen or kept alive (a hidden
    /// tab's); 0 when there is none. A view that left the tree takes its count
    /// with it.
    public func renders<V: View>(of type: V.Type) -> Int {
        application.graph.renders(ofType: type)
    }

    /// Every live view of the app with its render count, in tree order; a
    /// second view of the same type is named `Type#2`.
    public var renderCounts: [(view: String, renders: Int)] {
        application.graph.renderCounts().map { (view: $0.name, renders: $0.renders) }
    }

    /// Body evaluations of the app's views since the host started.
    public var evaluations: Int { application.graph.viewEvaluations }

    /// Why the latest frame evaluated what it did, in the words of
    /// `Self._printChanges()`: `CounterView: _count changed`.
    public var reasons: [String] { application.graph.latestReasons.map(\.description) }
}

extension String {
    /// The text without the blanks at its end.
    var withoutTrailingBlanks: String {
        guard let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[...last])
    }
}
