import StateKit

extension HeadlessHost {
    /// The screen as an SVG picture: each cell's character in a monospaced
    /// font, with its colours (as a terminal of the host's `colors` draws
    /// them) and attributes, on a window of the host's `colorScheme`. Half and full blocks are drawn
    /// as the rectangles they stand for, so shapes, gradients and images
    /// join. Write it to a file to show a screen in a README.
    public var svg: String { ScreenPicture.svg(of: terminal.screen, colors: terminal.screenColors) }
}

extension Snapshotting where Value: View, Format == String {
    /// A view drawn on a headless screen of `width` by `height` cells,
    /// recorded as an SVG picture beside the text of `.terminal`, so that a
    /// change of look shows in review as a picture:
    ///
    /// ```swift
    /// assertSnapshot(of: ContentView(), as: .svg(width: 60, height: 16))
    /// ```
    @MainActor
    public static func svg(width: Int = 80, height: Int = 24, colors: TerminalColors = .trueColor) -> Snapshotting {
        Snapshotting<HeadlessHost, String>.svg.pullback { view in
            MainActor.assumeIsolated { HeadlessHost(view, width: width, height: height, colors: colors) }
        }
    }
}

extension Snapshotting where Value == HeadlessHost, Format == String {
    /// The host's screen as it is now, as an SVG picture (`HeadlessHost.svg`),
    /// in a file ending in `.svg`.
    @MainActor
    public static var svg: Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (host: HeadlessHost) in
            MainActor.assumeIsolated { host.svg }
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}
