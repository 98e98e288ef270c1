import StateKit

extension Snapshotting where Value: View, Format == String {
    /// A view drawn on a headless screen of `width` by `height` cells, recorded
    /// as its text followed by its style runs:
    ///
    /// ```swift
    /// assertSnapshot(of: ContentView(), as: .terminal(width: 60, height: 16))
    /// ```
    ///
    /// The file holds the screen's rows without their trailing blanks, then,
    /// after a line `-- how it looks --`, one line per style run
    /// (`row 3, columns 2-9: bold, yellow on blue`), each colour as a
    /// terminal of `colors` draws it.
    @MainActor
    public static func terminal(width: Int = 80, height: Int = 24, colors: TerminalColors = .trueColor)
        -> Snapshotting
    {
        Snapshotting<HeadlessHost, String>.terminal.pullback { view in
            MainActor.assumeIsolated { HeadlessHost(view, width: width, height: height, colors: colors) }
        }
    }
}

extension Snapshotting where Value == HeadlessHost, Format == String {
    /// The host's screen as it is now, after whatever the test pressed: its
    /// text and its style runs, as `terminal(width:height:)` records them.
    @MainActor
    public static var terminal: Snapshotting {
        Snapshotting<String, String>.lines.pullback { host in
            MainActor.assumeIsolated { ScreenRecord.text(lines: host.lines, runs: host.styleRuns) }
        }
    }
}

extension Snapshotting where Value == HeadlessTerminal, Format == String {
    /// A headless terminal's screen, for the tests of programs that drive
    /// StateKit's engine themselves (the demo).
    @MainActor
    package static var terminal: Snapshotting {
        Snapshotting<String, String>.lines.pullback { terminal in
            MainActor.assumeIsolated {
                ScreenRecord.text(lines: terminal.lines, runs: StyleRun.runs(of: terminal.screen))
            }
        }
    }
}

/// The text a screen snapshot records.
enum ScreenRecord {
    static func text(lines: [String], runs: [StyleRun]) -> String {
        var text = lines.map(\.withoutTrailingBlanks).joined(separator: "\n") + "\n"
        if !runs.isEmpty {
            text += "-- how it looks --\n" + runs.map { "\($0)\n" }.joined()
        }
        return text
    }
}
