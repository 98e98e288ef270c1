/// A cell position on the terminal: column `x`, row `y`, both from zero.
@usableFromInline
package struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, counted from zero at the left.
    package var x: Int
    /// The row, counted from zero at the top.
    package var y: Int

    /// The cell at column `x`, row `y`.
    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left cell.
    package static let zero = Point(x: 0, y: 0)
    /// `(3,5)` for column 3, row 5.
    @usableFromInline
    package var description: String { "(\(x),\(y))" }
}

/// A size in terminal cells.
package struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width, in columns.
    package var width: Int
    /// The height, in rows.
    package var height: Int

    /// A size of `width` columns by `height` rows.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// No columns and no rows.
    package static let zero = Size(width: 0, height: 0)
    /// `80x24` for 80 columns by 24 rows.
    package var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells: `origin` is its top-left cell.
package struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    package var origin: Point
    /// The width and height, in cells.
    package var size: Size

    /// A rect of `size` whose top-left cell is `origin`.
    package init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rect `width` columns by `height` rows whose top-left cell is `(x, y)`.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rect at the top-left corner.
    package static let zero = Rect(origin: .zero, size: .zero)

    /// The leftmost column.
    package var minX: Int { origin.x }
    /// The top row.
    package var minY: Int { origin.y }
    /// The column just right of the rect, outside it.
    package var maxX: Int { origin.x + size.width }
    /// The row just below the rect, outside it.
    package var maxY: Int { origin.y + size.height }
    /// Whether the rect holds no cell: no width or no height.
    package var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
    /// `(2,1)+10x3`: the origin, then the size.
    package var description: String { "\(origin)+\(size)" }

    /// Whether `point` is one of the rect's cells.
    package func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether every cell of `other` is in this rect; an empty rect is in any rect.
    package func contains(_ other: Rect) -> Bool {
        other.isEmpty
            || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
    }

    /// The cells both rects share, or `.zero` when they share none.
    package func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A rect of `size` centred on this one, kept whole: larger than this
    /// one, it reaches past it on both sides.
    package func centring(_ size: Size) -> Rect {
        Rect(
            origin: Point(x: minX + (self.size.width - size.width) / 2, y: minY + (self.size.height - size.height) / 2),
            size: size)
    }

    /// The rect shrunk by `amount` cells on every side (never negative).
    package func inset(by amount: Int) -> Rect {
        Rect(
            x: minX + amount, y: minY + amount,
            width: max(0, size.width - 2 * amount), height: max(0, size.height - 2 * amount))
    }
}
