/// Space on each edge, in cells.
public struct EdgeInsets: Hashable, Sendable {
    /// Cells of space on the top edge.
    public var top: CGFloat
    /// Cells of space on the leading edge.
    public var leading: CGFloat
    /// Cells of space on the bottom edge.
    public var bottom: CGFloat
    /// Cells of space on the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given sizes, in cells.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
