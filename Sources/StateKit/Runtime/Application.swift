/// A running StateKit program: the view graph, the renderer, and what happens
/// to each event. Each batch of events (one key of a script, or everything a
/// real terminal delivered at once) ends in at most one frame.
@MainActor
package final class Application {
    /// The tree of the views shown.
    package let graph: ViewGraph
    /// Draws the views on the terminal.
    package let renderer: Renderer
    /// The time the timers and highlights follow.
    package let clock: any LoopClock
    /// The lines above and below the views; asked once per frame, once set.
    package var statusBar: (@MainActor () -> StatusBar)? {
        didSet { arrangePanels() }
    }
    /// Offered each key before the views, when set; returns whether it took
    /// the key. An inline question takes Return so: a picker's row or a
    /// toggle must not keep it from answering.
    // `@exclusivity(unchecked)`: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) package var takesKeyFirst: (@MainActor (Key) -> Bool)?
    /// Keys that no shortcut on screen took.
    package var onUnhandledKey: @MainActor (Key) -> Void = { _ in }
    /// Keys `onUnhandledKey` handles whatever is on screen (quit, help): when no
    /// view takes them they go straight there, without bringing the views up to
    /// date first, so they cost no extra evaluation in a burst.
    package var globalKeys: Set<Key> = []
    /// Whether the terminal reports keys by the kitty keyboard protocol: Alt
    /// and Esc are then apart, and Ctrl-C arrives as a key.
    package internal(set) var keysDisambiguated = false
    /// Set by `quit()`; the loop stops after the current batch.
    package private(set) var quitRequested = false
    private let timers = TimerScheduler()
    /// When the highlighted views of the latest update return to normal.
    private var highlightDeadline: Duration?
    /// How long an update stays highlighted.
    package var highlightDuration: Duration = .seconds(1)
    /// Shown instead of the views while the screen is below `minimumSize`.
    let smallScreen = SmallScreenNotice()
    /// The views the latest update evaluated, drawn highlighted while
    /// `highlightsUpdates` is on.
    private let highlights: UpdateHighlights
    /// The inspector's panel while it is open.
    private var inspector: InspectorPanel?
    /// The terminal, when its height follows the views' (an inline region).
    private let contentSized: (any ContentSizedTerminal)?

    /// An application drawing on `terminal`, timed by `clock` (a manual one by default); it shows
    /// nothing until `setRoot(_:)`.
    package init(terminal: any Terminal, clock: any LoopClock = ManualClock()) {
        graph = ViewGraph()
        graph.screenColors = terminal.screenColors
        renderer = Renderer(graph: graph, terminal: terminal)
        highlights = UpdateHighlights(graph: graph)
        contentSized = terminal as? any ContentSizedTerminal
        self.clock = clock
        if clock.advanceable != nil { graph.taskExecutor = ManualTaskExecutor() }
        graph.date = { [unowned clock] in clock.date }
        graph.copyToClipboard = { [unowned terminal] text in terminal.copyToClipboard(text) }
    }

    /// Shows `root`, replacing whatever was shown: every node starts afresh.
    package func setRoot(_ root: some View) {
        graph.setRoot(root)
        renderer.setNeedsFullRepaint()
    }

    /// Stops the run: the rest of the batch is skipped and the loop ends after it.
    package func quit() {
        quitRequested = true
    }

    /// The signal the terminal's line discipline sends for `key` (Ctrl-C,
    /// Ctrl-Z, Ctrl-\), where the terminal reports it as a key instead: the
    /// kitty keyboard protocol sends such keys as sequences, which pass the
    /// line discipline untouched. `nil` for any other key.
    static func signal(sentFor key: Key) -> Int32? {
        switch key {
        case .control("c"): ProcessSignal.interrupt
        case .control("z"): ProcessSignal.stop
        case .modified(.character("\\"), .control): ProcessSignal.quit
        default: nil
        }
    }

    /// Handles one event without drawing.
    package func handle(_ event: InputEvent) {
        switch event {
        case .key(.function(12)):
            showsInspector.toggle()
        case .key(.windowFocus(let focused)):
            graph.setScenePhase(focused ? .active : .inactive)
        case .key(.modeReport(let mode, let supported)):
            if mode == SynchronizedOutput.mode { renderer.terminal.useSynchronizedOutput(supported) }
        case .key(.keyboardEnhancements):
            // An in-memory terminal pushes nothing: its keys stay as sent.
            if renderer.terminal.useKittyKeyboard() { keysDisambiguated = true }
        case .key(.release(let key, let modifiers)):
            // Only `onKeyPress(phases: .up)` answers a release: no control
            // takes it, and it is not a key the app's own keys see.
            _ = graph.routeRelease(.release(key, modifiers))
        case .key(let key):
            if keysDisambiguated, let signal = Self.signal(sentFor: key) {
                ProcessSignal.sendToGroup(signal)
                return
            }
            // A click is hit-tested against the last layout: after an earlier
            // event of this batch changed the views (a click on a toggle), the
            // frame is drawn first, so that a second click lands as the first did.
            if case .mouse(let event) = key, event.action != .release, event.action != .drag,
                renderer.hasPendingLayout
            {
                renderFrame()
            }
            if let takesKeyFirst, takesKeyFirst(key) { return }
            if graph.route(key) { return }
            // An earlier key of this batch may have changed what is on screen
            // (a new tab): bring the views up to date and offer the key again,
            // unless the key is the application's anyway.
            if graph.hasDirtyNodes && !globalKeys.contains(key) {
                renderer.evaluatePendingChanges()
                if graph.route(key) { return }
            }
            // Modifiers only extended reporting tells, where nothing asked for
            // them: the key as any terminal sends it, unless that is a signal's
            // (an unclaimed Ctrl-Shift-Z suspends nothing).
            if let legacy = key.legacyEquivalent, Self.signal(sentFor: legacy) == nil {
                handle(.key(legacy))
                return
            }
            // Esc then a key, read together, arrive as Alt with the key: where
            // nothing takes the Alt combination, they are the two keys.
            if case .modified(let base, .alt) = key, !keysDisambiguated {
                handle(.key(.escape))
                handle(.key(base.key))
                return
            }
            onUnhandledKey(key)
        case .tick(let duration):
            clock.advanceable?.advance(by: duration)
            graph.taskExecutor?.advance(to: clock.now)
            fireDueTimers()
        case .resize(let size):
            (renderer.terminal as? any ResizableTerminal)?.resize(to: size)
            terminalResized()
        }
    }

    /// Handles `events` as one batch, then draws one frame.
    package func process(_ events: [InputEvent]) {
        for event in events where !quitRequested { handle(event) }
        renderFrame()
    }

    /// Draws a frame if anything changed; state written while evaluating bodies
    /// or by the frame's actions (a `@FocusState` set in `onAppear`, which no
    /// body may read) gets further frames, a bounded number of them.
    package func renderFrame() {
        if let contentSized { fitHeight(of: contentSized) }
        if smallScreen.update(renderer: renderer) {
            timers.sync(with: graph.declarations.activeTimers, now: clock.now)
            return
        }
        var drew = renderer.renderFrame(presenting: false)
        graph.runFrameActions()
        var extra = 0
        while (graph.hasDirtyNodes || !graph.focus.stateWrites.isEmpty || graph.hasFrameActions) && extra < 8 {
            drew = renderer.renderFrame(presenting: false) || drew
            graph.runFrameActions()
            extra += 1
        }
        // One present for the turn: the screen never shows a frame that
        // the next one, within the same turn, replaces.
        if drew { renderer.present() }
        noteHighlight()
        timers.sync(with: graph.declarations.activeTimers, now: clock.now)
    }

    /// Gives an inline region the rows its views need at its width, up to
    /// the window's height, before the frame is drawn: the views are brought
    /// up to date and measured first, so the frame is drawn once, at its
    /// height.
    private func fitHeight(of terminal: any ContentSizedTerminal) {
        renderer.evaluatePendingChanges()
        guard let host = graph.host else { return }
        let largest = terminal.largestSize
        // Aside: measured afresh for every frame, it is no layout the views'
        // answers must keep holding for.
        let needed = host.measuredAside(ProposedSize(width: largest.width, height: nil)).height
        let height = min(max(needed, 1), max(largest.height, 1))
        guard height != terminal.size.height || largest.width != terminal.size.width else { return }
        terminal.resize(to: Size(width: largest.width, height: height))
        renderer.terminalResizedKeepingCells()
    }

    /// When the next timer is due, if any is active: a view's, or the end of
    /// a highlight.
    package var nextTimerDeadline: Duration? {
        guard let highlightDeadline else { return timers.nextDeadline }
        return min(highlightDeadline, timers.nextDeadline ?? highlightDeadline)
    }

    /// Runs the timers due by the clock's current time, and ends a highlight
    /// whose time is up (drawn with the next frame).
    package func fireDueTimers() {
        timers.fireDue(graph.declarations.activeTimers, now: clock.now)
        if let deadline = highlightDeadline, clock.now >= deadline {
            highlightDeadline = nil
            highlights.end()
        }
    }

    /// Whether the inspector's panel is open (F12, or `STATEKIT_INSPECT=1` at
    /// start): the live view tree, render counts and reasons, beside the
    /// views, with updates highlighted while it is open.
    package var showsInspector: Bool {
        get { inspector != nil }
        set {
            guard newValue != showsInspector else { return }
            inspector = newValue ? InspectorPanel(graph: graph) : nil
            arrangePanels()
            if newValue {
                highlightedBeforeInspector = highlightsUpdates
                highlightsUpdates = true
            } else {
                highlightsUpdates = highlightedBeforeInspector
            }
        }
    }
    private var highlightedBeforeInspector = false

    /// The status lines first, full width; the inspector right of the views,
    /// between them.
    private func arrangePanels() {
        var panels: [any ScreenPanel] = []
        if let statusBar { panels.append(StatusLines(source: statusBar)) }
        if let inspector { panels.append(inspector) }
        renderer.panels = panels
    }

    /// Highlights the views each update evaluates, for `highlightDuration`.
    package var highlightsUpdates: Bool {
        get { renderer.overlay != nil }
        set {
            guard newValue != highlightsUpdates else { return }
            renderer.overlay = newValue ? highlights : nil
            graph.collectsEvaluatedNodes = newValue
            if !newValue {
                highlights.end()
                highlightDeadline = nil
            }
        }
    }

    /// The names of the views drawn highlighted now.
    package var highlightedViews: [String] { highlights.nodes.map(\.name) }

    /// Starts the highlight's clock when a frame highlighted views.
    private func noteHighlight() {
        if highlights.takeBegan() { highlightDeadline = clock.now + highlightDuration }
    }

    /// Runs a script, each event its own batch with its own frame, until it ends
    /// or something quits.
    package func run(script: [InputEvent]) {
        renderFrame()
        for event in script where !quitRequested { process([event]) }
    }
}
