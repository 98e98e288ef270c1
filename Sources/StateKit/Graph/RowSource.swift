/// The rows a `List` or `ScrollView` stands for, without making any of them:
/// a `ForEach` over a million elements is one segment that can say how many
/// rows it has, the id of any row and the view of any row, each in constant
/// time. Only the rows a lazy element puts on screen are ever made.
@MainActor
struct RowSource {
    private(set) var segments: [any RowSegment] = []
    /// The rows before each segment.
    private var starts: [Int] = []
    /// Rows in all.
    private(set) var count = 0
    /// The rows where a section begins.
    private var sectionStarts: Set<Int> = []
    /// Where rows narrower than the list go, and the blank lines between
    /// them: a `LazyVStack`'s, when it holds the rows.
    var alignment = StackElement.Position.start
    /// The points between rows a `LazyVStack` holding them asks for.
    var spacing: CGFloat?

    /// The rows `content` stands for, in order; rows narrower than the list
    /// placed by `alignment` (a `LazyVStack` holding the rows says its own).
    init(_ content: some View, alignment: StackElement.Position = .start) {
        self.alignment = alignment
        add(content)
    }

    /// Adds the segments `view` stands for.
    mutating func add(_ view: some View) {
        if let source = view as? any RowSegmentSource {
            source.collectRowSegments(into: &self)
        } else {
            append(SingleRow(view: view))
        }
    }

    mutating func append(_ segment: any RowSegment) {
        starts.append(count)
        segments.append(segment)
        count += segment.count
    }

    /// The segment holding row `index`, and the row's place in it.
    private func locate(_ index: Int) -> (segment: Int, offset: Int) {
        // Sources hold a handful of segments: a scan beats a search.
        var segment = segments.count - 1
        while segment > 0 && starts[segment] > index { segment -= 1 }
        return (segment, index - starts[segment])
    }

    /// The identity of row `index`: its segment and its id there.
    func id(at index: Int) -> RowID {
        let (segment, offset) = locate(index)
        return RowID(segment: segment, id: segments[segment].id(at: offset))
    }

    /// Resolves row `index` below `context`, under its identity.
    func resolveRow(_ index: Int, in context: ResolveContext, into elements: inout [Element]) {
        let (segment, offset) = locate(index)
        segments[segment].resolveRow(offset, in: context, segment: segment, into: &elements)
    }

    /// The index of the row `id`, looked for near `hint` (a row inserted or
    /// removed above it moves it by a little), then everywhere in a list of up
    /// to `fullSearchLimit` rows. In a longer list a row gone (deleted, or moved
    /// far) is not searched for: the list stays at `hint`, at the cost of one
    /// screen, not of the data.
    func index(of id: RowID, near hint: Int) -> Int? {
        guard count > 0 else { return nil }
        let hint = min(max(hint, 0), count - 1)
        for distance in 0...min(count, 64) {
            if hint + distance < count && self.id(at: hint + distance) == id { return hint + distance }
            if distance > 0 && hint - distance >= 0 && self.id(at: hint - distance) == id { return hint - distance }
        }
        guard count <= Self.fullSearchLimit else { return nil }
        return (0..<count).first { self.id(at: $0) == id }
    }

    static let fullSearchLimit = 10_000

    /// Notes that the rows added next begin a section.
    mutating func beginSection() {
        sectionStarts.insert(count)
    }

    /// Whether a section begins at row `index`.
    func startsSection(at index: Int) -> Bool {
        !sectionStarts.isEmpty && sectionStarts.contains(index)
    }

    /// The delete and move actions of row `index`'s `ForEach`, with the row's
    /// offset there; `nil` for a row no `onDelete` or `onMove` covers.
    func editActions(at index: Int) -> (actions: RowEditActions, offset: Int, segment: Int)? {
        guard index >= 0, index < count else { return nil }
        let (segment, offset) = locate(index)
        guard let rows = segments[segment] as? EditableRows else { return nil }
        return (rows.actions, offset, segment)
    }

    /// The rows of `segment`, as indices of the whole.
    func indices(ofSegment segment: Int) -> Range<Int> {
        starts[segment]..<(starts[segment] + segments[segment].count)
    }
}

/// A row's identity in its list: which segment made it and its id there.
struct RowID: Hashable {
    let segment: Int
    let id: AnyHashable

    /// The last step of the path of the views the row is made of.
    var pathComponent: PathComponent { .row(segment: segment, id: id) }
}

/// Part of a list's rows: one view, or a `ForEach`'s elements.
@MainActor
protocol RowSegment {
    var count: Int { get }
    func id(at offset: Int) -> AnyHashable
    /// Resolves the row at `offset` with its identity as the path's last step.
    func resolveRow(_ offset: Int, in context: ResolveContext, segment: Int, into elements: inout [Element])
}

/// A view of a builder that stands for several rows (a `ForEach`, a group).
@MainActor
protocol RowSegmentSource {
    func collectRowSegments(into source: inout RowSource)
}

/// A row that is a single view of the builder.
struct SingleRow<Content: View>: RowSegment {
    let view: Content

    var count: Int { 1 }
    func id(at offset: Int) -> AnyHashable { AnyHashable(0) }

    func resolveRow(_ offset: Int, in context: ResolveContext, segment: Int, into elements: inout [Element]) {
        context.resolve(view, at: .row(segment: segment, id: AnyHashable(0)), into: &elements)
    }
}

extension TupleView: RowSegmentSource {
    func collectRowSegments(into source: inout RowSource) {
        for child in repeat each content { source.add(child) }
    }
}
