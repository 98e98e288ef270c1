import Foundation

/// How a shape's outline is stroked, as SwiftUI's: its width in points, its
/// dash pattern, and its caps and joins (kept, not drawn: the dot grid and
/// the box-drawing characters have one kind of end and corner).
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in points. Up to 2 points a stroke is a light line;
    /// wider, a heavy one; from 8 points (a half block), it is drawn as wide
    /// as it is, in half blocks.
    public var lineWidth: CGFloat
    /// The ends of open lines.
    public var lineCap: CGLineCap
    /// The corners.
    public var lineJoin: CGLineJoin
    /// How far a sharp corner may reach.
    public var miterLimit: CGFloat
    /// Lengths drawn and left out, in turn, in points.
    public var dash: [CGFloat]
    /// How far into `dash` the line starts, in points.
    public var dashPhase: CGFloat

    /// A stroke `lineWidth` points wide, dashed by `dash` if given.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    var dashes: Dashes { Dashes(dash, phase: dashPhase) }
}

/// How a shape's inside is found, as SwiftUI's: by the non-zero winding rule,
/// or the even-odd rule (`eoFill`).
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Kept: a cell is filled or not.
    public var isAntialiased: Bool

    /// The non-zero rule, or the even-odd one with `eoFill`.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
