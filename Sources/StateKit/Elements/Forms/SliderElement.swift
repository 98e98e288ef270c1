/// A slider on screen: its label, the minimum value label, the track, the
/// maximum value label, in a row. The track takes the width left, at least a
/// few cells: `━` up to the knob `●`, `─` after it.
final class SliderElement: FocusableElement {
    let label: Element?
    let minimum: Element?
    let maximum: Element?
    let fraction: Double
    let model: SliderModel
    let isEnabled: Bool
    let tint: ColorPair
    /// Where the track was placed.
    private var track = Rect.zero

    private static let gap = 1
    private static let shortestTrack = 5

    init(
        label: Element?, minimum: Element?, maximum: Element?, fraction: Double, model: SliderModel,
        isEnabled: Bool, tint: ColorPair, place: FocusPlace
    ) {
        self.label = label
        self.minimum = minimum
        self.maximum = maximum
        self.fraction = fraction.clampedFraction
        self.model = model
        self.isEnabled = isEnabled
        self.tint = tint
        super.init(place: place)
    }

    private var parts: [Element] { [label, minimum, maximum].compactMap { $0 } }

    /// The widths of the label and the two value labels.
    private func widths() -> (label: Int, minimum: Int, maximum: Int) {
        func width(_ element: Element?) -> Int {
            element?.sizeThatFits(ProposedSize(width: nil, height: 1)).width ?? 0
        }
        return (width(label), width(minimum), width(maximum))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let (label, minimum, maximum) = widths()
        let around = [label, minimum, maximum].filter { $0 > 0 }.reduce(0) { $0 + $1 + Self.gap }
        // A slider takes the width it is offered, as SwiftUI's does.
        let width = proposal.width ?? (around + 20)
        return Size(width: max(min(width, proposal.width ?? width), 0), height: 1)
    }

    override func place(in rect: Rect) {
        frame = rect
        let (labelWidth, minimumWidth, maximumWidth) = widths()
        var x = rect.minX
        func put(_ element: Element?, width: Int) {
            guard let element, width > 0 else { return }
            let shown = max(0, min(width, rect.maxX - x))
            element.place(in: Rect(x: x, y: rect.minY, width: shown, height: min(1, rect.size.height)))
            x += shown + Self.gap
        }
        put(label, width: labelWidth)
        put(minimum, width: minimumWidth)
        let maximumStart = max(x + Self.shortestTrack, rect.maxX - maximumWidth)
        let trackWidth = max(0, min(rect.maxX, maximumStart - (maximumWidth > 0 ? Self.gap : 0)) - x)
        track = Rect(x: x, y: rect.minY, width: trackWidth, height: min(1, rect.size.height))
        x = track.maxX + Self.gap
        put(maximum, width: maximumWidth)
    }

    /// The column of the knob on the track.
    private var knob: Int {
        track.minX + Int((fraction * Double(max(0, track.size.width - 1))).rounded())
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        for part in parts { part.draw(into: &buffer, clip: area) }
        if track.size.width > 0 {
            let knob = self.knob
            for x in track.minX..<track.maxX {
                if x < knob {
                    buffer.put("━", x: x, y: track.minY, style: .plain, colors: tint, clip: area)
                } else if x == knob {
                    buffer.put("●", x: x, y: track.minY, style: .bold, clip: area)
                } else {
                    buffer.put("─", x: x, y: track.minY, style: .dim, clip: area)
                }
            }
        }
        if !isEnabled { buffer.addStyle(.dim, in: area) }
        drawFocus(in: track.intersection(area), into: &buffer)
    }

    private func set(_ fraction: Double) {
        guard isEnabled else { return }
        model.setFraction(fraction)
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        let current = model.fraction()
        let target: Double
        switch key {
        case .left, .down: target = current - model.keyStep
        case .right, .up: target = current + model.keyStep
        case .home: target = 0
        case .end: target = 1
        default: return false
        }
        model.onEditingChanged(true)
        set(target)
        model.onEditingChanged(false)
        return true
    }

    /// The fraction of the range at column `x` of the track.
    private func fraction(at x: Int) -> Double {
        guard track.size.width > 1 else { return 0 }
        return Double(x - track.minX) / Double(track.size.width - 1)
    }

    override var focusesOnClick: Bool { true }

    override var isInFocusRing: Bool { isEnabled }

    /// A click on the track sets the value there and starts a drag; on the
    /// label, it only focuses the slider.
    override func clicked(at point: Point) {
        guard isEnabled, track.contains(point) else { return }
        model.onEditingChanged(true)
        set(fraction(at: point.x))
        owner.beginDrag(of: self)
    }

    override func dragged(to point: Point) {
        set(fraction(at: max(track.minX, min(track.maxX - 1, point.x))))
    }

    override func dragEnded() {
        model.onEditingChanged(false)
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        if isEnabled { visit(self) }
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) {
        for part in parts { part.forEachNode(visit) }
    }
}
