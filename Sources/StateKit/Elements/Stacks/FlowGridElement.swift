/// A lazy grid: its items flowing into tracks (columns of a `LazyVGrid`,
/// rows of a `LazyHGrid`) sized by their `GridItem`s in the room across,
/// one line of tracks after another, each line as deep as its deepest item.
final class FlowGridElement: MultiChildElement {
    let tracks: [GridItem]
    /// The axis the lines follow one another along: vertical for a
    /// `LazyVGrid`, whose tracks are columns.
    let axis: Axis
    let alignment: Alignment
    /// Cells between two lines.
    let spacing: Int
    /// How the items' lengths become cells.
    let scale: LengthScale

    init(items: [Element], tracks: [GridItem], axis: Axis, alignment: Alignment, spacing: Int, scale: LengthScale) {
        self.tracks = tracks
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.scale = scale
        super.init(children: items)
        for item in items { item.stackAxis = axis }
    }

    override func hasLayoutParameters(of old: MultiChildElement) -> Bool {
        guard let old = old as? FlowGridElement else { return false }
        return old.axis == axis && old.alignment == alignment && old.spacing == spacing && old.scale == scale
            && old.tracks.count == tracks.count
            && zip(old.tracks, tracks).allSatisfy { $0.sameLayout(as: $1) }
    }

    /// One track as laid out: where it starts across, how wide it is, and
    /// where its items sit.
    struct Track {
        let start: Int
        let length: Int
        let alignment: Alignment?
    }

    /// The tracks in `room` cells across, as their items size them: fixed
    /// ones take their size, the others share what is left, a flexible one
    /// within its bounds (its minimum given up where the room is short: a
    /// terminal's rows are few), an adaptive one as many tracks of at least
    /// its minimum as its share holds, and no more than there are items.
    func layOutTracks(in room: Int) -> [Track] {
        func cells(_ length: CGFloat) -> Int { across(length) }
        // Offered all the room there is (a stack measuring how far it
        // stretches): as much as the items at their ideal size need.
        let room = room >= Layout.unbounded ? idealRoom : room
        let gaps = tracks.dropLast().reduce(0) { $0 + gap($1.spacing) }
        var fixed = 0
        var sharing = 0
        for item in tracks {
            if case .fixed(let length) = item.size { fixed += cells(length) } else { sharing += 1 }
        }
        let left = max(0, room - fixed - gaps)
        var shares = sharing > 0 ? Array(repeating: left / sharing, count: sharing) : []
        for index in 0..<(sharing > 0 ? left % sharing : 0) { shares[index] += 1 }
        var result: [Track] = []
        var position = 0
        var share = 0
        for (index, item) in tracks.enumerated() {
            let gap = index < tracks.count - 1 ? self.gap(item.spacing) : 0
            switch item.size {
            case .fixed(let length):
                result.append(Track(start: position, length: cells(length), alignment: item.alignment))
                position += cells(length) + gap
            case .flexible(_, let maximum):
                // Its share, at most its maximum; its minimum holds only as
                // far as the share does.
                let length = min(cells(maximum), shares[share])
                share += 1
                result.append(Track(start: position, length: length, alignment: item.alignment))
                position += length + gap
            case .adaptive(let minimum, let maximum):
                let available = shares[share]
                share += 1
                let inner = self.gap(item.spacing)
                let count = max(1, min(children.count, (available + inner) / (max(1, cells(minimum)) + inner)))
                let length = min(cells(maximum), max(0, (available - (count - 1) * inner) / count))
                for copy in 0..<count {
                    result.append(Track(start: position, length: length, alignment: item.alignment))
                    position += length + (copy < count - 1 ? inner : gap)
                }
            }
        }
        return result
    }

    /// A track's `length` in cells: columns for a `LazyVGrid`'s, rows for a
    /// `LazyHGrid`'s.
    private func across(_ length: CGFloat) -> Int {
        axis == .vertical ? scale.columns(length) : scale.rows(length)
    }

    /// The gap after a track: `length`, or a column (none between rows) when
    /// it asks for none.
    private func gap(_ length: CGFloat?) -> Int {
        axis == .vertical ? scale.gapColumns(length, or: 1) : scale.rows(length, or: 1)
    }

    /// The room across the grid when nothing is proposed: the tracks at
    /// their minimum, or at their widest item.
    private var idealRoom: Int {
        var widest = 1
        for item in children {
            widest = max(widest, axis.cross(of: item.sizeThatFits(.unspecified)))
        }
        return tracks.reduce(0) { total, item in
            switch item.size {
            case .fixed(let length): return total + across(length) + 1
            case .flexible, .adaptive: return total + widest + 1
            }
        }
    }

    /// The depth of each line of items, and the items' sizes.
    private func lines(_ tracks: [Track]) -> [Int] {
        guard !tracks.isEmpty else { return [] }
        var depths: [Int] = []
        for (index, item) in children.enumerated() {
            let track = tracks[index % tracks.count]
            let size = item.sizeThatFits(axis.proposal(main: nil, cross: track.length))
            let depth = axis.main(of: size)
            if index % tracks.count == 0 {
                depths.append(depth)
            } else {
                depths[depths.count - 1] = max(depths.last!, depth)
            }
        }
        return depths
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let room = (axis == .vertical ? proposal.width : proposal.height) ?? idealRoom
        let tracks = layOutTracks(in: room)
        let depths = lines(tracks)
        let main = depths.reduce(0, +) + max(0, depths.count - 1) * spacing
        let cross = tracks.last.map { min(room, $0.start + $0.length) } ?? 0
        return axis.size(main: main, cross: max(cross, min(room, cross)))
    }

    override func place(in rect: Rect) {
        frame = rect
        recycleReplacedChildren()
        let tracks = layOutTracks(in: axis.cross(of: rect.size))
        let depths = lines(tracks)
        guard !tracks.isEmpty else { return }
        var offset = 0
        for (line, depth) in depths.enumerated() {
            for (place, track) in tracks.enumerated() {
                let index = line * tracks.count + place
                guard index < children.count else { break }
                let item = children[index]
                let room =
                    axis == .vertical
                    ? Rect(x: rect.minX + track.start, y: rect.minY + offset, width: track.length, height: depth)
                    : Rect(x: rect.minX + offset, y: rect.minY + track.start, width: depth, height: track.length)
                let size = item.sizeThatFits(ProposedSize(room.size))
                item.place(in: (track.alignment ?? alignment).place(size, in: room))
            }
            offset += depth + spacing
        }
    }
}
