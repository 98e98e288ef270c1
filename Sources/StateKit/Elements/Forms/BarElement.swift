/// A bar filled to a fraction of its width, `██████▌░░░░░`, in eighths of a
/// cell; as wide as it is offered, at least `shortest`.
final class BarElement: Element {
    let fraction: Double
    let colors: ColorPair

    static let shortest = 10
    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    init(fraction: Double, colors: ColorPair) {
        self.fraction = fraction.clampedFraction
        self.colors = colors
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? Self.shortest * 2, height: 1)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty, frame.size.width > 0 else { return }
        let filled = Int((fraction * Double(frame.size.width) * 8).rounded())
        for column in 0..<frame.size.width {
            let x = frame.minX + column
            let eighths = filled - column * 8
            if eighths >= 8 {
                buffer.put("█", x: x, y: frame.minY, colors: colors, clip: area)
            } else if eighths > 0 {
                buffer.put(Self.eighths[eighths - 1], x: x, y: frame.minY, colors: colors, clip: area)
            } else {
                buffer.put("░", x: x, y: frame.minY, style: .dim, clip: area)
            }
        }
    }

    /// A bar of the same width keeps its place, whatever it is filled to.
    override func adoptLayout(of old: Element) -> Bool {
        guard old is BarElement else { return false }
        frame = old.frame
        return true
    }
}
