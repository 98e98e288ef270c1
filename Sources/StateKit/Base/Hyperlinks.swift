/// The URLs that cells link to (OSC 8 hyperlinks), each given a number once:
/// a buffer keeps a cell's link as its number, so that the two buffers of
/// the diff compare links as they compare cells. Numbers are never reused
/// within a run of the program.
@MainActor
package enum Hyperlinks {
    private static var urls: [String] = [""]
    private static var numbers: [String: Int32] = [:]
    /// The most URLs numbered: past them (a log of links scrolling by for
    /// hours), a new URL is drawn as text without its link, and memory stays
    /// bounded.
    package static let capacity = 65_536
    /// The longest URL linked, in bytes: VTE's limit, which the other
    /// terminals exceed. A longer one is drawn as text without its link, and
    /// never kept, so the table holds at most `capacity` times this.
    package nonisolated static let longestURL = 2083

    /// The number of `url`, given it at its first use; 0 is no link (a URL
    /// longer than `longestURL`, or past `capacity` URLs, a new one).
    package static func number(of url: String) -> Int32 {
        guard url.utf8.count <= longestURL else { return 0 }
        if let number = numbers[url] { return number }
        guard urls.count <= capacity else { return 0 }
        let number = Int32(urls.count)
        urls.append(url)
        numbers[url] = number
        return number
    }

    /// The URL numbered `number`; `nil` for 0, no link.
    package static func url(numbered number: Int32) -> String? {
        number > 0 && Int(number) < urls.count ? urls[Int(number)] : nil
    }
}

/// Cells of one row to draw again with the link they open, or without one:
/// a terminal gives a link to the characters written while it is open, so
/// cells whose link came, went or changed, or whose characters changed under
/// a link, are written again inside it.
package struct HyperlinkRun: Equatable, Sendable {
    /// Where the first cell is.
    package let origin: Point
    /// The cells, left to right (a wide cell's second column not among them).
    package let cells: [Cell]
    /// What they link to; `nil` for no link.
    package let url: String?

    /// The columns the run covers.
    package var width: Int { cells.reduce(0) { $0 + max(1, Int($1.width)) } }

    /// A run of `cells` from `origin`, linking to `url`.
    package init(origin: Point, cells: [Cell], url: String?) {
        self.origin = origin
        self.cells = cells
        self.url = url
    }
}

extension CellBuffer {
    /// Takes the links `runs` give their cells, as a terminal does: an
    /// in-memory terminal's screen.
    @MainActor
    package mutating func takeLinks(of runs: [HyperlinkRun]) {
        for run in runs {
            let number = run.url.map(Hyperlinks.number(of:)) ?? 0
            setLink(number, in: Rect(x: run.origin.x, y: run.origin.y, width: run.width, height: 1))
        }
    }

    /// The runs of `rect` whose link differs from `shown`'s, or whose cells
    /// do under a link: what a terminal must be sent for the links it shows
    /// to be this buffer's. Read before the diff brings `shown`'s cells up to
    /// date with this buffer's.
    @MainActor
    package func hyperlinkRuns(against shown: CellBuffer, in rect: Rect) -> [HyperlinkRun] {
        let area = rect.intersection(bounds)
        guard !area.isEmpty, hasLinks || shown.hasLinks else { return [] }
        var runs: [HyperlinkRun] = []
        for y in area.minY..<area.maxY {
            var x = area.minX
            while x < area.maxX {
                let number = linkNumber(x: x, y: y)
                var end = x + 1
                while end < area.maxX && linkNumber(x: end, y: y) == number { end += 1 }
                var changed = false
                for column in x..<end where shown.linkNumber(x: column, y: y) != number {
                    changed = true
                    break
                }
                if !changed && number != 0 {
                    changed = firstDifference(from: shown, y: y, start: x, end: end) != nil
                }
                if changed { runs.append(run(from: x, to: end, y: y, number: number)) }
                x = end
            }
        }
        return runs
    }

    /// The runs covering the cells `runs` cover, with the cells and links
    /// this buffer holds now: a run is split where its link changed since.
    @MainActor
    package func hyperlinkRuns(redrawing runs: [HyperlinkRun]) -> [HyperlinkRun] {
        var current: [HyperlinkRun] = []
        for run in runs {
            let y = run.origin.y
            guard y >= 0 && y < size.height else { continue }
            var x = max(0, run.origin.x)
            let stop = min(size.width, run.origin.x + run.width)
            while x < stop {
                let number = linkNumber(x: x, y: y)
                var end = x + 1
                while end < stop && linkNumber(x: end, y: y) == number { end += 1 }
                current.append(self.run(from: x, to: end, y: y, number: number))
                x = end
            }
        }
        return current
    }

    /// The run of row `y` from column `start` up to `end`, opening the link
    /// numbered `number`.
    @MainActor
    private func run(from start: Int, to end: Int, y: Int, number: Int32) -> HyperlinkRun {
        var cells: [Cell] = []
        var column = start
        while column < end {
            let cell = self[column, y]
            cells.append(cell)
            column += max(1, Int(cell.width))
        }
        return HyperlinkRun(origin: Point(x: start, y: y), cells: cells, url: Hyperlinks.url(numbered: number))
    }
}
