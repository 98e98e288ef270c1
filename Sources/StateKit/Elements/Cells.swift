/// A length given in points, as a count of cells: one point is one cell.
@MainActor
@usableFromInline
enum Cells {
    /// `length` in cells, or `fallback` when none is given. Not written as
    /// `length.map(Cells.count)`: a function passed to `Optional.map` pays a
    /// runtime isolation check, and views are made at every evaluation.
    @usableFromInline
    static func count(_ length: CGFloat?, or fallback: Int) -> Int {
        guard let length else { return fallback }
        return count(length)
    }

    static func count(_ length: CGFloat) -> Int {
        guard length.isFinite else { return length > 0 ? Layout.unbounded : 0 }
        return max(0, Int(length.rounded()))
    }
}
