/// A grid of cells, row-major. The renderer draws into a back buffer and diffs it
/// against a front buffer that mirrors what the terminal shows.
///
/// Writes keep wide glyphs whole: a glyph that would straddle the clip edge is
/// replaced by a blank, and overwriting either half of a wide glyph blanks the other.
package struct CellBuffer: Equatable, Sendable {
    /// The buffer's size, in cells.
    package private(set) var size: Size
    private var cells: [Cell]
    /// The link each cell opens, as its number in `Hyperlinks` (0 for none);
    /// empty until a link is drawn, so a screen without links pays nothing.
    private var links: [Int32] = []

    /// A buffer of `size` (a negative side counts as zero), every cell `fill`.
    package init(size: Size, fill: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.cells = Array(repeating: fill, count: self.size.width * self.size.height)
    }

    /// A buffer of `size` holding this one's cells where the two overlap,
    /// blanks elsewhere.
    package func resized(to size: Size) -> CellBuffer {
        var resized = CellBuffer(size: size)
        let width = min(self.size.width, resized.size.width)
        for y in 0..<min(self.size.height, resized.size.height) {
            for x in 0..<width { resized.cells[y * resized.size.width + x] = self[x, y] }
        }
        resized.copyLinks(from: self, in: resized.bounds.intersection(bounds))
        return resized
    }

    /// Whether a link was ever drawn in this buffer.
    package var hasLinks: Bool { !links.isEmpty }

    /// The number of the link the cell at column `x`, row `y` opens; 0 for none.
    package func linkNumber(x: Int, y: Int) -> Int32 {
        links.isEmpty ? 0 : links[y * size.width + x]
    }

    /// Makes the cells of `rect` (clipped to the buffer) open the link
    /// numbered `number` (`Hyperlinks`).
    package mutating func setLink(_ number: Int32, in rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty, number != 0 || !links.isEmpty else { return }
        if links.isEmpty { links = Array(repeating: 0, count: cells.count) }
        for y in area.minY..<area.maxY {
            for index in (y * size.width + area.minX)..<(y * size.width + area.maxX) { links[index] = number }
        }
    }

    /// Takes `other`'s links in `rect`, as the diff takes its cells.
    package mutating func copyLinks(from other: CellBuffer, in rect: Rect) {
        guard other.hasLinks || hasLinks else { return }
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        if area == bounds && !other.hasLinks && other.size == size {
            links = []
            return
        }
        if links.isEmpty { links = Array(repeating: 0, count: cells.count) }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { links[y * size.width + x] = other.linkNumber(x: x, y: y) }
        }
    }

    /// The rect of the whole buffer.
    package var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y`, which must be inside the buffer.
    package subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    /// The cell at `point`, which must be inside the buffer.
    package subscript(point: Point) -> Cell {
        self[point.x, point.y]
    }

    /// The first column of row `y`, from `start` up to `end`, where this buffer
    /// and `other` (of the same size) differ. Compared through their memory, a
    /// cell as one 64-bit word (its fields fill eight bytes, no padding): every
    /// changed rect of every frame is diffed.
    func firstDifference(from other: CellBuffer, y: Int, start: Int, end: Int) -> Int? {
        let row = y * size.width
        return cells.withUnsafeBytes { mine in
            other.cells.withUnsafeBytes { theirs in
                var index = row + start
                let stop = row + end
                if Cell.isWord {
                    // Four cells at a time while they are all equal.
                    let word = MemoryLayout<Cell>.stride
                    while index + 4 <= stop {
                        let offset = index * word
                        var differs = mine.load(fromByteOffset: offset, as: UInt64.self)
                        differs ^= theirs.load(fromByteOffset: offset, as: UInt64.self)
                        for lane in 1..<4 {
                            differs |=
                                mine.load(fromByteOffset: offset + lane * word, as: UInt64.self)
                                ^ theirs.load(fromByteOffset: offset + lane * word, as: UInt64.self)
                        }
                        if differs != 0 { break }
                        index += 4
                    }
                }
                while index < stop {
                    if Cell.isWord {
                        let offset = index * MemoryLayout<Cell>.stride
                        if mine.load(fromByteOffset: offset, as: UInt64.self)
                            != theirs.load(fromByteOffset: offset, as: UInt64.self)
                        {
                            return index - row
                        }
                    } else if cells[index] != other.cells[index] {
                        return index - row
                    }
                    index += 1
                }
                return nil
            }
        }
    }

    /// Sets one cell without any wide-glyph bookkeeping: for mirrors of another buffer.
    mutating func store(_ cell: Cell, x: Int, y: Int) {
        cells[y * size.width + x] = cell
    }

    /// Fills `rect` (clipped to the buffer) with `cell`, a narrow cell.
    package mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        if !links.isEmpty {
            // The whole buffer blanked (a full repaint): no link is left, and
            // no frame after pays for the layer until one is drawn again.
            if area == bounds { links = [] } else { setLink(0, in: area) }
        }
        for y in area.minY..<area.maxY {
            // Only the edges can cut a wide glyph in half; inside, plain stores.
            // The edges go first: an edge that blanks the other half of a glyph
            // inside the row must not do so after the inside is written.
            put(cell, x: area.minX, y: y)
            if area.maxX - area.minX > 1 { put(cell, x: area.maxX - 1, y: y) }
            let row = y * size.width
            if area.maxX - area.minX > 2 {
                // Through the buffer's memory: one uniqueness check per row, not per cell.
                cells.withUnsafeMutableBufferPointer { memory in
                    UnsafeMutableBufferPointer(rebasing: memory[(row + area.minX + 1)..<(row + area.maxX - 1)])
                        .update(repeating: cell)
                }
            }
        }
    }

    /// Writes `character` at `(x, y)` if it fits inside `clip`; returns the columns taken.
    @discardableResult
    package mutating func put(
        _ character: Character, x: Int, y: Int, style: Style = .plain, colors: ColorPair = .default, clip: Rect
    ) -> Int {
        let width: Int
        if let ascii = character.asciiValue {
            guard ascii >= 0x20 && ascii != 0x7F else {
                return putVisibleControl(character, x: x, y: y, style: style, colors: colors, clip: clip)
            }
            if clip.intersection(bounds).contains(Point(x: x, y: y)) {
                put(Cell(ascii: ascii, style: style, colors: colors), x: x, y: y)
            }
            return 1
        } else {
            guard let first = character.unicodeScalars.first else { return 0 }
            guard first.visibleReplacement == nil else {
                return putVisibleControl(character, x: x, y: y, style: style, colors: colors, clip: clip)
            }
            // A flag is two regional indicators, a column each.
            width = Unicode.Scalar.isRegionalIndicator(first.value) ? character.terminalWidth : first.terminalWidth
        }
        guard width > 0 else { return 0 }
        let area = clip.intersection(bounds)
        guard area.contains(Point(x: x, y: y)) else { return width }
        if width == 2 && x + 1 >= area.maxX {
            put(Cell(ascii: 0x20, style: style, colors: colors), x: x, y: y)
            return width
        }
        put(Cell(character, width: width, style: style, colors: colors), x: x, y: y)
        return width
    }

    /// Draws control character `character` as its visible replacement; CR LF,
    /// one grapheme, as both its controls.
    private mutating func putVisibleControl(
        _ character: Character, x: Int, y: Int, style: Style, colors: ColorPair, clip: Rect
    ) -> Int {
        if character.utf8.count == 2, character.asciiValue != nil {
            let first = put("\r", x: x, y: y, style: style, colors: colors, clip: clip)
            return first + put("\n", x: x + first, y: y, style: style, colors: colors, clip: clip)
        }
        guard let replacement = character.visibleReplacement else { return 0 }
        return put(replacement, x: x, y: y, style: style, colors: colors, clip: clip)
    }

    /// Writes `text` on one row from `(x, y)`, clipped to `clip`; returns the columns taken.
    @discardableResult
    package mutating func write(
        _ text: some StringProtocol, x: Int, y: Int, style: Style = .plain, colors: ColorPair = .default, clip: Rect
    ) -> Int {
        let area = clip.intersection(bounds)
        // Text whose bytes lie together, the usual case: one pass over them.
        if y >= area.minY && y < area.maxY,
            case let columns?? = text.utf8.withContiguousStorageIfAvailable({ bytes in
                writeASCII(bytes, x: x, y: y, style: style, colors: colors, area: area)
            })
        {
            return columns
        }
        if y >= area.minY && y < area.maxY && text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII: a cell a byte, no grapheme breaking. Only the
            // first and last cells written can cut a wide glyph in half; the
            // ones between are plain stores.
            let first = max(x, area.minX)
            let count = text.utf8.count
            let end = min(x + count, area.maxX)
            guard first < end else { return min(count, max(0, area.maxX - x)) }
            // Text whose bytes do not lie together (rare): a cell at a time.
            var column = x
            for byte in text.utf8 {
                if column >= end { break }
                if column >= first { put(Cell(ascii: byte, style: style, colors: colors), x: column, y: y) }
                column += 1
            }
            return column - x
        }
        // Graphemes of several bytes among the rest: walked as a string (a
        // substring checks each index it steps to), a one-byte grapheme told
        // by its byte beside it, not by `asciiValue`, which compares with
        // CR LF and walks the scalars.
        let string = String(text)
        var column = x
        var offset = 0
        for character in string {
            if column >= clip.maxX { break }
            let count = character.utf8.count
            defer { offset += count }
            if count == 1, let ascii = string.utf8.withContiguousStorageIfAvailable({ $0[offset] }),
                ascii >= 0x20, ascii != 0x7F
            {
                // One column, no wide-glyph checks for the glyph itself.
                if clip.contains(Point(x: column, y: y)) && bounds.contains(Point(x: column, y: y)) {
                    put(Cell(ascii: ascii, style: style, colors: colors), x: column, y: y)
                }
                column += 1
                continue
            }
            column += put(character, x: column, y: y, style: style, colors: colors, clip: clip)
        }
        return column - x
    }

    /// Writes `bytes` on row `y` (inside `area`) from column `x` if they are all
    /// printable ASCII, a cell a byte, and returns the columns taken; `nil`
    /// otherwise, with nothing written. Only the first and last cells written
    /// can cut a wide glyph in half; the ones between are plain stores, made
    /// after the ends, whose blanking of a glyph's other half could otherwise
    /// erase a cell just written.
    private mutating func writeASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: Style, colors: ColorPair, area: Rect
    ) -> Int? {
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
        let first = max(x, area.minX)
        let end = min(x + bytes.count, area.maxX)
        guard first < end else { return min(bytes.count, max(0, area.maxX - x)) }
        put(Cell(ascii: bytes[first - x], style: style, colors: colors), x: first, y: y)
        if end - first > 1 {
            put(Cell(ascii: bytes[end - 1 - x], style: style, colors: colors), x: end - 1, y: y)
        }
        if end - first > 2 {
            let row = y * size.width
            cells.withUnsafeMutableBufferPointer { memory in
                for column in (first + 1)..<(end - 1) {
                    memory[row + column] = Cell(ascii: bytes[column - x], style: style, colors: colors)
                }
            }
        }
        return end - x
    }

    /// Writes `cell`, one column wide, at `(x, y)` if it lies inside `clip`.
    mutating func place(_ cell: Cell, x: Int, y: Int, clip: Rect) {
        let point = Point(x: x, y: y)
        guard clip.contains(point), bounds.contains(point) else { return }
        put(cell, x: x, y: y)
    }

    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation && x > 0 {
            cells[index - 1] = Cell(ascii: 0x20, style: cells[index - 1].style)
        }
        if old.width == 2 && x + 1 < size.width && !(cell.width == 2) {
            cells[index + 1] = .blank
        }
        cells[index] = cell
        if cell.width == 2 {
            let next = index + 1
            if cells[next].width == 2 && x + 2 < size.width { cells[next + 1] = .blank }
            cells[next] = .continuation
        }
    }

    /// Adds `style` to every cell of `rect` (clipped to the buffer): the focus
    /// drawn over a control, say.
    package mutating func addStyle(_ style: Style, in rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for index in (y * size.width + area.minX)..<(y * size.width + area.maxX) {
                cells[index].style.formUnion(style)
            }
        }
    }

    /// Puts `background` behind every cell of `rect` that has none of its
    /// own, keeping its character, style and foreground.
    @MainActor
    package mutating func underlay(_ background: Color, in rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        // Neighbouring cells mostly share their colours: the pair made for one
        // cell's serves the cells after it with the same (a focused field is
        // drawn so at every key), and a cell of other colours has its own
        // made in turn. Each cell is looked at once.
        let count = area.size.width * area.size.height
        var next = 0
        while next < count {
            let old = cells[index(ofCell: next, in: area)].colors
            let (foreground, existing) = old.colors
            let new = existing == nil ? ColorPair(foreground: foreground, background: background) : old
            next = replaceColors(old, with: new, in: area, from: next)
        }
    }

    /// The index in `cells` of the `number`th cell of `area`, row by row.
    private func index(ofCell number: Int, in area: Rect) -> Int {
        (area.minY + number / area.size.width) * size.width + area.minX + number % area.size.width
    }

    /// Gives `new` to the cells of `area` from its `start`th on (row by row),
    /// up to the first with colours other than `old`; returns that cell's
    /// number, or the count of cells. Through the buffer's memory, in a
    /// function the main actor does not isolate: one uniqueness check, and no
    /// actor check, for a run of cells, not two checks per cell.
    private mutating func replaceColors(_ old: ColorPair, with new: ColorPair, in area: Rect, from start: Int) -> Int {
        let count = area.size.width * area.size.height
        let width = size.width
        var number = start
        var y = area.minY + start / area.size.width
        var index = self.index(ofCell: start, in: area)
        return cells.withUnsafeMutableBufferPointer { memory in
            while y < area.maxY {
                let rowEnd = y * width + area.maxX
                while index < rowEnd {
                    guard memory[index].colors == old else { return number }
                    memory[index].colors = new
                    index += 1
                    number += 1
                }
                y += 1
                index = y * width + area.minX
            }
            return count
        }
    }

    /// Adds `style` to every cell of `rect` and gives them `colors`.
    package mutating func restyle(_ rect: Rect, adding style: Style, colors: ColorPair) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for index in (y * size.width + area.minX)..<(y * size.width + area.maxX) {
                cells[index].style.formUnion(style)
                cells[index].colors = colors
            }
        }
    }

    /// The text of row `y`, continuation cells left out.
    package func line(_ y: Int) -> String {
        var text = ""
        for x in 0..<size.width where !self[x, y].isContinuation {
            text.append(self[x, y].character)
        }
        return text
    }

    /// Every row as text.
    package var lines: [String] { (0..<size.height).map(line) }
}
