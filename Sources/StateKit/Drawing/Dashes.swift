import Foundation

/// Where a dashed line is drawn: `dash` alternates lengths drawn and left
/// out, in points, starting `phase` points into the pattern. No dash draws
/// everywhere.
struct Dashes {
    private let lengths: [CGFloat]
    private let period: CGFloat
    private let phase: CGFloat

    init(_ dash: [CGFloat], phase: CGFloat) {
        let lengths = dash.map { max(0, $0) }
        let period = lengths.count.isMultiple(of: 2) ? lengths.reduce(0, +) : 2 * lengths.reduce(0, +)
        self.lengths = period > 0 && period.isFinite ? lengths : []
        self.period = period
        self.phase = phase
    }

    /// Whether the point `distance` points along the line is drawn.
    func draws(at distance: CGFloat) -> Bool {
        guard !lengths.isEmpty else { return true }
        var offset = (distance + phase).truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0
        while true {
            let length = lengths[index % lengths.count]
            if offset < length { return index.isMultiple(of: 2) }
            offset -= length
            index += 1
        }
    }
}

extension Polyline {
    /// Calls `body` with points every `spacing` points along the lines, and
    /// the distance from the start of the first: each line's ends included.
    func sample(every spacing: CGFloat, from start: CGFloat = 0, _ body: (CGPoint, CGFloat) -> Void) -> CGFloat {
        var travelled = start
        forEachSegment { a, b in
            let length = a.distance(to: b)
            let steps = length.isFinite ? max(1, Int(min(65_536, (length / spacing).rounded(.up)))) : 1
            for step in 0...steps {
                let t = CGFloat(step) / CGFloat(steps)
                body(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), travelled + length * t)
            }
            travelled += length
        }
        return travelled
    }
}
