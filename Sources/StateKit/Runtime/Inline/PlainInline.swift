/// An inline view without a terminal: drawn once, when the program's work
/// is done, as plain text on standard output, a row a line, without colour
/// or escape sequences, its blank rows at the end left out.
@MainActor
final class PlainInline {
    private let region: HeadlessRegion
    private let application: Application

    /// `root`, to be drawn `width` columns wide.
    init(_ root: AnyView, width: Int) {
        region = HeadlessRegion(largestSize: Size(width: width, height: 1000))
        region.screenColors = ScreenColors(depth: .none, scheme: .terminal)
        application = Application(terminal: region, clock: MonotonicClock())
        application.setRoot(root)
    }

    /// The view as it is now, as text lines.
    var lines: [String] {
        application.renderFrame()
        var lines = region.lines
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Writes `lines` to standard output, after what the program printed.
    func print() {
        for line in lines { Swift.print(line) }
    }
}
