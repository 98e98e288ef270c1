/// Space on each edge, in points: 8 to a column, 16 to a row.
public struct EdgeInsets: Hashable, Sendable {
    /// Points of space on the top edge.
    public var top: CGFloat
    /// Points of space on the leading edge.
    public var leading: CGFloat
    /// Points of space on the bottom edge.
    public var bottom: CGFloat
    /// Points of space on the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given sizes, in points.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
