/// How SwiftUI's lengths become cells. SwiftUI measures in points, and code
/// written for a phone means them so: `.padding(20)`, `spacing: 12`,
/// `.frame(height: 200)`. A cell of a terminal is read as 8 points wide and
/// 16 tall, the proportions of a phone's text: a line of 16-point text is a
/// row, and its characters are about 8 points wide.
///
/// A length becomes the nearest count of cells; a half rounds down, so that
/// the 8 points of a phone's smallest gaps between lines (half a row) leave
/// no blank row, as a gap narrower than a line would not. A gap between
/// views side by side (an `HStack`'s spacing) that is asked for is never
/// less than a column, so that two words never run together. An infinite
/// length is all the room there is; a negative one is none.
///
/// `lengthsInCells()` reads the lengths below it as cells instead, for code
/// written for the terminal.
struct LengthScale: Equatable, Sendable {
    /// Points to a column.
    let pointsPerColumn: CGFloat
    /// Points to a row.
    let pointsPerRow: CGFloat

    /// SwiftUI's points: 8 to a column, 16 to a row.
    static let points = LengthScale(pointsPerColumn: 8, pointsPerRow: 16)
    /// Cells, one to a column and one to a row: `lengthsInCells()`.
    static let cells = LengthScale(pointsPerColumn: 1, pointsPerRow: 1)

    /// `length` across, in columns.
    func columns(_ length: CGFloat) -> Int { Self.count(length / pointsPerColumn) }

    /// `length` down, in rows.
    func rows(_ length: CGFloat) -> Int { Self.count(length / pointsPerRow) }

    /// An aspect ratio of widths to heights in points, as columns per row.
    func columnsPerRow(_ ratio: CGFloat) -> Double { Double(ratio * pointsPerRow / pointsPerColumn) }

    /// `length` across in columns, or `fallback` columns when none is given.
    /// Not written with `Optional.map`: a function passed to it pays a
    /// runtime isolation check, and views are resolved at every evaluation.
    func columns(_ length: CGFloat?, or fallback: Int) -> Int {
        guard let length else { return fallback }
        return columns(length)
    }

    /// `length` down in rows, or `fallback` rows when none is given.
    func rows(_ length: CGFloat?, or fallback: Int) -> Int {
        guard let length else { return fallback }
        return rows(length)
    }

    /// A gap of `length` between views side by side, in columns: at least
    /// one when a positive length is asked for; `fallback` when none is.
    func gapColumns(_ length: CGFloat?, or fallback: Int) -> Int {
        guard let length else { return fallback }
        return length > 0 ? max(1, columns(length)) : 0
    }

    /// `.padding()`'s length, SwiftUI's 16 points: two columns beside a
    /// view and a row above and below it; a cell every way in cells.
    var defaultPadding: (columns: Int, rows: Int) {
        self == .cells ? (1, 1) : (columns(16), rows(16))
    }

    /// A count of cells larger than any screen: all the room there is.
    static let unbounded = 1 << 20

    /// The nearest count to `cells`, a half rounding down.
    static func count(_ cells: CGFloat) -> Int {
        guard cells.isFinite else { return cells > 0 ? unbounded : 0 }
        guard cells > 0.5 else { return 0 }
        return Int(min((cells - 0.5).rounded(.up), CGFloat(unbounded)))
    }
}
