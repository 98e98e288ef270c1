/// A column or row of a lazy grid, as SwiftUI's `GridItem`: its size
/// (fixed, flexible within bounds, or as many adaptive columns as fit), the
/// space after it and where its cells sit. Sizes and spacing are points, 8
/// to a column and 16 to a row (see `lengthsInCells()`).
public struct GridItem: Sendable {
    /// How large a column (or a row) of a lazy grid is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the room left, within these bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit in its share of the room, each at least
        /// `minimum` points.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How large it is.
    public var size: Size
    /// The points after it, before the next; a column by default.
    public var spacing: CGFloat?
    /// Where its cells sit in their room; the grid's alignment by default.
    public var alignment: Alignment?

    /// A column (or row) of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// Whether `other` lays out its track as this one does.
    func sameLayout(as other: GridItem) -> Bool {
        guard spacing == other.spacing, alignment == other.alignment else { return false }
        switch (size, other.size) {
        case (.fixed(let a), .fixed(let b)): return a == b
        case (.flexible(let a, let b), .flexible(let c, let d)): return a == c && b == d
        case (.adaptive(let a, let b), .adaptive(let c, let d)): return a == c && b == d
        default: return false
        }
    }
}
