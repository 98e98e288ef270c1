/// Rows one above the other that exist only while on screen: a `List` (a line
/// between rows), a vertical `ScrollView` or a `LazyVStack` in one. Its layout makes the rows that
/// come into view, with their nodes, and destroys those that leave, so a
/// million rows cost what one screen of them costs. Rows may be of any height;
/// the scroll position is a row and the lines of it above the top edge.
final class LazyRowsElement: ScrollElement {
    let source: RowSource
    let window: RowWindow
    let separator: RowSeparator
    let context: ResolveContext
    /// Where the rows stand in the owner's body.
    private let path: [PathComponent]
    /// A `List(selection:)`'s selection: its rows are chosen, and marked.
    let selection: ListSelection?
    /// Whether the edit mode around the list is on: rows show what they can
    /// do, and a click selects.
    let isEditing: Bool
    /// A list's rows, or a scroll view's, and the style they are drawn in.
    let look: RowsLook

    init(
        source: RowSource, window: RowWindow, separator: RowSeparator, selection: ListSelection? = nil,
        look: RowsLook = RowsLook(), isEditing: Bool = false, context: ResolveContext
    ) {
        self.source = source
        self.window = window
        self.separator = separator
        self.selection = selection
        self.look = look
        self.isEditing = isEditing
        self.context = context
        self.path = context.path
        // New content: the rows are made again from it at the next layout, and
        // their nodes are kept (hidden) by the owner until then.
        window.isStale = true
        context.owner.retainHiddenChildren(under: context.path, awaitingRemake: true)
        super.init(place: context.focusPlace, isEnabled: context.environment.attributes.isEnabled)
    }

    /// A list takes all it is offered; its ideal is a line a row, as wide as
    /// the rows on screen.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var width = 0
        if proposal.width == nil {
            if window.rows.isEmpty { makeFirstRows() }
            for row in window.rows {
                let (leading, trailing) = insets(of: row)
                width = max(width, leading + row.element.sizeThatFits(.unspecified).width + trailing)
            }
        }
        let lines = min(Layout.unbounded, source.count + max(0, source.count - 1) * separator.lines)
        return Size(width: proposal.width ?? width, height: proposal.height ?? lines)
    }

    /// Asked for its width before its first layout (a sidebar's column is),
    /// the list makes its first rows to measure them; made with this
    /// element, they are current, and the layout that follows keeps those it
    /// shows and lets the others go.
    private func makeFirstRows() {
        var cache = RowCache(window: window)
        window.rows = (0..<min(source.count, Self.rowsMeasuredFirst)).map { row($0, cache: &cache) }
        window.isStale = false
    }

    /// As many rows as a tall terminal shows.
    private static let rowsMeasuredFirst = 100

    override func place(in rect: Rect) {
        frame = rect
        var made = RowCache(window: window)
        let old = window.rows
        layOut(in: rect, cache: &made)
        window.isStale = false
        window.editPending = false
        release(old + made.rows.values)
        context.owner.collectDeclarations()
    }

    /// Makes the rows the list last showed again from this element's
    /// content, where they are now, without laying them out: the list is
    /// under a screen that a link in it pushed, and the links in its rows
    /// are to be made with what they show now, so that the pushed screen
    /// follows its data, as in SwiftUI. Its frames wait for the list to show.
    func remakeShownRows() {
        guard window.isStale, !window.rows.isEmpty else { return }
        let old = window.rows
        var made = RowCache(window: window)
        var rows: [RowWindow.Row] = []
        for (offset, shown) in old.enumerated() {
            guard let index = source.index(of: shown.id, near: window.anchor + offset) else { continue }
            rows.append(row(index, cache: &made))
        }
        window.rows = rows
        window.isStale = false
        release(old + made.rows.values)
    }

    // MARK: Scrolling

    override func scroll(by lines: Int) {
        window.pendingScroll += lines
        context.owner.graph.requestRedraw(context.owner)
    }

    override func scrollToStart() {
        window.pendingJump = .start
        window.pendingScroll = 0
        context.owner.graph.requestRedraw(context.owner)
    }

    override func scrollToEnd() {
        window.pendingJump = .end
        window.pendingScroll = 0
        context.owner.graph.requestRedraw(context.owner)
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard hasCurrentRow else { return super.handleFocusedKey(key) }
        return handleEditingKey(key) || handleCurrentRowKey(key)
    }

    override func focusChanged(to isFocused: Bool) {
        if isFocused { markRowInView() }
    }

    /// A list takes the focus on a click, and the row under it becomes the
    /// current one: a selecting list chooses it, a row that is a link or a
    /// button is operated.
    override var focusesOnClick: Bool { selection != nil || hasCurrentRow }

    /// A click on a row chooses it where rows are chosen, selectable text in
    /// it or not; elsewhere the text takes the click, as in a scroll view.
    override var keepsClicksOnSelectableText: Bool { focusesOnClick }

    override func clicked(at point: Point) { chooseRow(at: point) }

    // MARK: Layout

    /// The rows made during one layout, by identity: a row walked over while
    /// scrolling is made once, and rows still on screen are reused as they are
    /// unless the content was evaluated again.
    @MainActor
    struct RowCache {
        var rows: [RowID: RowWindow.Row] = [:]

        init(window: RowWindow) {
            guard !window.isStale else { return }
            for row in window.rows { rows[row.id] = row }
        }
    }

    func row(_ index: Int, cache: inout RowCache) -> RowWindow.Row {
        let id = source.id(at: index)
        if let row = cache.rows[id] { return row }
        var elements: [Element] = []
        let owner = context.owner
        // The row's view is made and resolved in its scope; its nodes are
        // evaluated after, in scopes of their own.
        let scope = owner.makeRowTracked {
            context.resuming(at: path) { context in source.resolveRow(index, in: context, into: &elements) }
        }
        owner.graph.evaluateMadeChildren(of: owner)
        let element = editingElement(for: Self.rowElement(of: elements, separator: separator), at: index)
        let row = RowWindow.Row(id: id, element: element, scope: scope, isEmpty: elements.isEmpty)
        cache.rows[id] = row
        return row
    }

    /// Whether `element` is a section made inside one of the rows (a view's
    /// body, an `if`'s, a `ForEach`'s element), which the list could not count
    /// as a section (`Section.listRows`): it starts one all the same.
    private static func isSection(_ element: Element) -> Bool {
        if let stack = element as? StackElement { return stack.isListSection }
        if let row = element as? ListRowElement { return isSection(row.child) }
        if let standIn = element.standsFor { return isSection(standIn) }
        return false
    }

    /// One element for a row's elements: several views made by one element
    /// of a `ForEach` are rows of their own in a list, a line between them.
    private static func rowElement(of elements: [Element], separator: RowSeparator) -> Element {
        if elements.count == 1 {
            elements[0].stackAxis = .vertical
            return elements[0]
        }
        var children: [Element] = []
        for element in elements {
            if !children.isEmpty, case .divider = separator { children.append(DividerElement()) }
            children.append(element)
        }
        let stack = StackElement(axis: .vertical, spacing: 0, alignment: .start, children: children)
        stack.stackAxis = .vertical
        return stack
    }

    /// The lines row `index` takes: the line above it, if any, and its height.
    func extent(_ index: Int, width: Int, cache: inout RowCache) -> Int {
        let row = row(index, cache: &cache)
        guard !row.isEmpty else { return 0 }
        return row.element.sizeThatFits(ProposedSize(width: rowWidth(of: row, in: width), height: nil)).height
            + (index > 0 ? linesAbove(index) : 0)
    }

    /// The lines above row `index` when a row with content is above it: the
    /// separator's, or a blank line where a section starts in a style that
    /// separates sections.
    func linesAbove(_ index: Int) -> Int {
        look.separatesSections && source.startsSection(at: index) ? max(1, separator.lines) : separator.lines
    }

    /// Columns a row stands in from the list's leading and trailing edges:
    /// its own insets, else the style's.
    func insets(of row: RowWindow.Row) -> (leading: Int, trailing: Int) {
        if let insets = ListRowElement.settings(of: row.element)?.insets {
            let scale = context.environment.lengthScale
            return (scale.columns(insets.leading), scale.columns(insets.trailing))
        }
        return (look.rowInset, look.rowInset)
    }

    /// The width a row is offered in a list `width` wide.
    private func rowWidth(of row: RowWindow.Row, in width: Int) -> Int {
        let (leading, trailing) = insets(of: row)
        return max(0, width - leading - trailing)
    }

    private func layOut(in rect: Rect, cache: inout RowCache) {
        let count = source.count
        defer {
            window.pendingJump = nil
            window.pendingScroll = 0
        }
        guard count > 0 else {
            window.anchor = 0
            window.anchorID = nil
            window.anchorOffset = 0
            window.pendingMoves.removeAll()
            window.rows = []
            window.dividers = []
            return
        }
        let width = rect.size.width
        // At the very top, the list stays there and shows rows inserted above;
        // elsewhere it follows its top row.
        let atTop = window.anchor == 0 && window.anchorOffset == 0
        if window.isStale, !atTop, let id = window.anchorID, let index = source.index(of: id, near: window.anchor) {
            window.anchor = index
        }
        var anchor = min(max(window.anchor, 0), count - 1)
        var offset = window.anchorOffset
        switch window.pendingJump {
        case .start?: (anchor, offset) = (0, 0)
        case .end?: (anchor, offset) = endPosition(height: rect.size.height, width: width, cache: &cache)
        case nil: break
        }
        offset += window.pendingScroll
        // Down: past the rows whose lines all left the top.
        while offset > 0 && anchor < count - 1 {
            let lines = extent(anchor, width: width, cache: &cache)
            guard offset >= lines else { break }
            offset -= lines
            anchor += 1
        }
        // Up: into the rows above.
        while offset < 0 && anchor > 0 {
            anchor -= 1
            offset += extent(anchor, width: width, cache: &cache)
        }
        offset = max(0, offset)
        if hasCurrentRow { findCurrentRow() }
        // Keys read together move the current row in turn, the list scrolling
        // for each as it would for keys read apart.
        let moves = window.pendingMoves
        window.pendingMoves.removeAll()
        var step = 0
        repeat {
            let moved = step < moves.count
            if moved {
                moveCurrentRow(moves[step], cache: &cache)
                // The current row moved above the top: it becomes the top row,
                // its line above out of view.
                let lineAbove = window.current > 0 ? linesAbove(window.current) : 0
                if window.current < anchor || (window.current == anchor && offset > lineAbove) {
                    (anchor, offset) = (window.current, lineAbove)
                }
            }
            // Never past the end: the last row rests on the bottom edge.
            let filled = fill(from: anchor, offset: offset, in: rect, cache: &cache)
            if filled < rect.size.height && (anchor > 0 || offset > 0) {
                (anchor, offset) = endPosition(height: rect.size.height, width: width, cache: &cache)
                fill(from: anchor, offset: offset, in: rect, cache: &cache)
            }
            // The current row moved below the bottom: it rests on the bottom edge.
            if moved && currentRowShown(in: rect) == nil {
                (anchor, offset) = position(
                    endingAt: window.current, height: rect.size.height, width: width, topIfTaller: true,
                    cache: &cache)
                fill(from: anchor, offset: offset, in: rect, cache: &cache)
            }
            step += 1
        } while step < moves.count
        window.anchor = anchor
        window.anchorOffset = offset
        window.anchorID = source.id(at: anchor)
    }

    /// Where the list stands when scrolled to its end: the last row on the
    /// bottom edge, or the first at the top if all of them fit.
    private func endPosition(height: Int, width: Int, cache: inout RowCache) -> (anchor: Int, offset: Int) {
        position(endingAt: source.count - 1, height: height, width: width, cache: &cache)
    }

    /// Where the list stands with row `last` on the bottom edge; with
    /// `topIfTaller`, a row taller than the list shows its top instead.
    func position(endingAt last: Int, height: Int, width: Int, topIfTaller: Bool = false, cache: inout RowCache)
        -> (anchor: Int, offset: Int)
    {
        var anchor = last
        var offset = extent(anchor, width: width, cache: &cache) - height
        if topIfTaller && offset > 0 { return (last, last > 0 ? linesAbove(last) : 0) }
        while offset < 0 && anchor > 0 {
            anchor -= 1
            offset += extent(anchor, width: width, cache: &cache)
        }
        return (anchor, max(0, offset))
    }

    /// Places the rows from `anchor`, its first `offset` lines above the top,
    /// down to the bottom edge or the last row; returns the lines they fill.
    /// A row whose line above is the last on screen is not made: none of it
    /// shows. A row made of nothing (an `if` that is false) takes no line.
    @discardableResult
    private func fill(from anchor: Int, offset: Int, in rect: Rect, cache: inout RowCache) -> Int {
        var rows: [RowWindow.Row] = []
        var lines: [DividerElement] = []
        var y = rect.minY - offset
        var index = anchor
        // Whether a row with content comes before: rows above the window are
        // taken to have some.
        var contentAbove = anchor > 0
        while y < rect.maxY && index < source.count {
            let linesAbove = contentAbove ? self.linesAbove(index) : 0
            if linesAbove > 0 {
                y += linesAbove
                guard y < rect.maxY else { break }
            }
            let startsSection = linesAbove > 0 && look.separatesSections && source.startsSection(at: index)
            let row = row(index, cache: &cache)
            rows.append(row)
            index += 1
            guard !row.isEmpty else {
                y -= linesAbove
                continue
            }
            let (leading, trailing) = insets(of: row)
            let sectionBreak =
                startsSection || (linesAbove > 0 && look.separatesSections && Self.isSection(row.element))
            if linesAbove > 0, case .divider = separator, !sectionBreak, !hidesLine(above: row, below: rows) {
                // Inset as iOS insets it: under the rows' text, as wide as
                // the rows (and as the line between two views of one row).
                let line = DividerElement()
                line.stackAxis = .vertical
                line.place(
                    in: Rect(
                        x: rect.minX + leading, y: y - 1, width: max(0, rect.size.width - leading - trailing), height: 1
                    ))
                lines.append(line)
            }
            let room = max(0, rect.size.width - leading - trailing)
            let size = row.element.sizeThatFits(ProposedSize(width: room, height: nil))
            let width = min(size.width, room)
            let slack = room - width
            let x =
                rect.minX + leading
                + (source.alignment == .start ? 0 : source.alignment == .center ? slack / 2 : slack)
            row.element.place(in: Rect(x: x, y: y, width: width, height: size.height))
            y += size.height
            contentAbove = true
        }
        window.rows = rows
        window.dividers = lines
        return y - rect.minY
    }

    /// Whether the line between `row` and the row with content above it is
    /// hidden by either (`listRowSeparator(.hidden)`).
    private func hidesLine(above row: RowWindow.Row, below rows: [RowWindow.Row]) -> Bool {
        if let settings = ListRowElement.settings(of: row.element), settings.hiddenSeparators.contains(.top) {
            return true
        }
        guard let above = rows.dropLast().last(where: { !$0.isEmpty }) else { return false }
        return ListRowElement.settings(of: above.element)?.hiddenSeparators.contains(.bottom) ?? false
    }

    /// Ends the rows that are no longer on screen: those that left it, those
    /// made again from new content, and those made to be walked over on the
    /// way. Their scopes end, their nodes are destroyed, and the list's node
    /// forgets what it kept of those that left.
    private func release(_ candidates: [RowWindow.Row]) {
        var shownScopes = Set<Int>()
        var shownRows = Set<RowID>()
        var shownNodes = Set<ObjectIdentifier>()
        for row in window.rows {
            shownScopes.insert(row.scope)
            shownRows.insert(row.id)
            row.element.forEachNode { shownNodes.insert(ObjectIdentifier($0)) }
        }
        let owner = context.owner
        for row in candidates where !shownScopes.contains(row.scope) {
            owner.endRowScope(row.scope)
            row.element.forEachViewNode { node in
                if !shownNodes.contains(ObjectIdentifier(node)) { owner.destroyChild(node) }
            }
            if !shownRows.contains(row.id) { owner.forgetRow(under: path + [row.id.pathComponent]) }
        }
    }

    // MARK: Drawing and what the rows hold

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        for line in window.dividers { line.draw(into: &buffer, clip: area) }
        for row in window.rows {
            row.element.draw(into: &buffer, clip: area)
            if let background = ListRowElement.settings(of: row.element)?.background, background != .clear {
                let rowFrame = row.element.frame
                let line = Rect(x: frame.minX, y: rowFrame.minY, width: frame.size.width, height: rowFrame.size.height)
                buffer.underlay(background, in: line.intersection(area))
            }
        }
        drawSelection(into: &buffer, clip: area)
        drawCurrentRow(into: &buffer, clip: area)
    }

    /// The rows on screen, once laid out from this content.
    var shownRows: ArraySlice<RowWindow.Row> { window.isStale ? [] : window.rows[...] }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) {
        for row in shownRows { row.element.forEachNode(visit) }
    }

    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
        for row in shownRows { row.element.forEachShortcut(visit) }
    }

    /// The list, then the controls of its rows that are wholly in view. In
    /// edit mode a selecting list's rows are chosen, not operated: their
    /// controls take neither the focus nor clicks.
    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        visit(self)
        if isEditing && selection != nil { return }
        for row in shownRows {
            row.element.forEachFocusable { element in
                if frame.contains(element.frame) && !element.frame.isEmpty { visit(element) }
            }
        }
    }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) {
        visit(self)
        for row in shownRows { row.element.forEachScrollable(visit) }
    }

    override func forEachTimer(_ visit: (ViewTimer) -> Void) {
        for row in shownRows { row.element.forEachTimer(visit) }
    }

    override func forEachAppearance(_ visit: (AppearanceHandlers) -> Void) {
        for row in shownRows { row.element.forEachAppearance(visit) }
    }
}

/// How lazy rows look and act: a list's (a current row, its style's insets
/// and section breaks), or a scroll view's.
struct RowsLook {
    var isList = false
    var rowInset = 0
    var separatesSections = false
}
