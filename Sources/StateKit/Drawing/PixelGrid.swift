import Foundation

/// Square pixels over a rect of cells, two a cell one above the other, each
/// 8 points square: a cell of both is a full block, of one a half block
/// (`▀`, `▄`). Fills and wide strokes are drawn here.
struct PixelGrid {
    let columns: Int
    let rows: Int
    /// One flag a pixel, row by row: `rows * 2` rows of `columns`.
    private(set) var pixels: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        pixels = Array(repeating: false, count: self.columns * self.rows * 2)
    }

    /// Sets the pixels whose centres lie inside `lines`: with the non-zero
    /// winding rule, or the even-odd one. Each line is met once per row of
    /// pixels it crosses, so a fill costs the rows its outline spans.
    mutating func fill(_ lines: [Polyline], evenOdd: Bool) {
        let pixelRows = rows * 2
        guard columns > 0, pixelRows > 0 else { return }
        var crossings = Array(repeating: [(x: CGFloat, winding: Int)](), count: pixelRows)
        for line in lines {
            var closed = line
            closed.isClosed = true
            closed.forEachSegment { a, b in
                guard a.y != b.y, a.y.isFinite, b.y.isFinite, a.x.isFinite, b.x.isFinite else { return }
                let top = min(a.y, b.y)
                let bottom = max(a.y, b.y)
                // Pixel row r's centre is at 8r + 4: the rows whose centre is in [top, bottom).
                let first = max(0, ((top - 4) / 8).gridIndexUp)
                let last = min(pixelRows - 1, ((bottom - 4) / 8).gridIndexUp - 1)
                guard first <= last else { return }
                for row in first...last {
                    let y = CGFloat(row) * 8 + 4
                    let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
                    crossings[row].append((x, a.y < b.y ? 1 : -1))
                }
            }
        }
        for row in 0..<pixelRows where !crossings[row].isEmpty {
            let sorted = crossings[row].sorted { $0.x < $1.x }
            var winding = 0
            for (index, crossing) in sorted.enumerated().dropLast() {
                winding += evenOdd ? 1 : crossing.winding
                let inside = evenOdd ? !winding.isMultiple(of: 2) : winding != 0
                guard inside else { continue }
                // The pixels whose centre 8c + 4 lies in [x, next x).
                let first = max(0, ((crossing.x - 4) / 8).gridIndexUp)
                let last = min(columns - 1, ((sorted[index + 1].x - 4) / 8).gridIndexUp - 1)
                guard first <= last else { continue }
                for column in first...last { pixels[row * columns + column] = true }
            }
        }
    }

    /// Sets the pixels whose centres lie within `width / 2` points of
    /// `lines`, where `dashes` draws.
    mutating func stroke(_ lines: [Polyline], width: CGFloat, dashes: Dashes) {
        // No wider than the grid: a line of a million points covers it all.
        let radius = min(width / 2, CGFloat(columns + rows * 2 + 2) * 8)
        guard radius > 0 else { return }
        let reach = (radius / 8).gridIndexUp + 1
        var travelled: CGFloat = 0
        for line in lines {
            travelled = line.sample(every: 4, from: travelled) { point, distance in
                guard dashes.draws(at: distance) else { return }
                let column = (point.x / 8).gridIndex
                let row = (point.y / 8).gridIndex
                // Only the pixels of the grid within reach: a point far off it costs nothing.
                let top = max(0, row - reach)
                let bottom = min(rows * 2 - 1, row + reach)
                let left = max(0, column - reach)
                let right = min(columns - 1, column + reach)
                guard top <= bottom, left <= right else { return }
                for y in top...bottom {
                    for x in left...right {
                        let center = CGPoint(x: CGFloat(x) * 8 + 4, y: CGFloat(y) * 8 + 4)
                        if center.distance(to: point) <= radius { pixels[y * columns + x] = true }
                    }
                }
            }
        }
    }

    /// The cells with a pixel set: whether their top and their bottom pixel is.
    func forEachCell(_ body: (_ x: Int, _ y: Int, _ top: Bool, _ bottom: Bool) -> Void) {
        for row in 0..<rows {
            for column in 0..<columns {
                let top = pixels[row * 2 * columns + column]
                let bottom = pixels[(row * 2 + 1) * columns + column]
                if top || bottom { body(column, row, top, bottom) }
            }
        }
    }
}
