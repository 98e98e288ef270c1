extension View {
    /// Reads the lengths of this view and of those below it as cells of the
    /// terminal, not SwiftUI's points: `.padding(1)` is a cell on each edge,
    /// `HStack(spacing: 2)` two columns between its views, `.frame(height: 3)`
    /// three rows, and `.padding()` a cell. For code written for the
    /// terminal; code written for SwiftUI means points, 8 to a column and 16
    /// to a row.
    public func lengthsInCells() -> some View {
        AttributeModifier(content: self) { $0.lengthScale = .cells }
    }
}
