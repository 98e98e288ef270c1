/// A navigation stack's title line: the back button ("‹ " and the title of
/// the screen below) at the leading end, above the root; the top screen's
/// leading toolbar items after it and its trailing ones at the end; and in
/// the middle its principal items, or else its title, bold. The titles and
/// the items are read as the line is laid out and drawn: a screen's
/// `navigationTitle` and `.toolbar` are seen as its own body is evaluated,
/// after the stack's. Clicking the back button, or Escape, Backspace or
/// Alt-Left anywhere they are not taken, goes back.
final class NavigationBarElement: FocusableElement {
    private let model: NavigationModel
    private let depth: Int
    /// The items as the latest layout placed them.
    private var items = ToolbarItems()
    /// The columns the title may take, from the latest layout.
    private var titleColumns: ClosedRange<Int>?
    /// The whole line. The element's frame is the back button's cells
    /// alone: a click elsewhere on the line (on the title) does nothing.
    private var line = Rect.zero

    init(model: NavigationModel, depth: Int, context: ResolveContext) {
        self.model = model
        self.depth = depth
        super.init(place: context.focusPlace)
    }

    private var backLabel: String? {
        guard depth > 0 else { return nil }
        return "‹ " + (model.titles[depth - 1] ?? "Back")
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let items = model.toolbarItems(depth: depth)
        let ideal =
            (backLabel?.terminalWidth ?? 0) + 2 + (model.titles[depth]?.terminalWidth ?? 0) + 2
            + ToolbarLine.width(of: items.leading + items.principal + items.trailing)
        return Size(width: proposal.width ?? ideal, height: 1)
    }

    override func place(in rect: Rect) {
        line = rect
        frame = Rect(x: rect.minX, y: rect.minY, width: min(backLabel?.terminalWidth ?? 0, rect.size.width), height: 1)
        items = model.toolbarItems(depth: depth)
        titleColumns = ToolbarLine.placeTop(items, in: rect, inset: backLabel?.terminalWidth ?? 0)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = line.intersection(clip)
        guard !area.isEmpty else { return }
        if items.principal.isEmpty, let whole = model.titles[depth], let columns = titleColumns,
            let title = ToolbarLine.wholeWords(of: whole, within: columns.count)
        {
            let centred = line.minX + max(0, (line.size.width - title.terminalWidth) / 2)
            let x = max(columns.lowerBound, min(centred, columns.upperBound + 1 - title.terminalWidth))
            let room = Rect(x: columns.lowerBound, y: line.minY, width: columns.count, height: 1)
            buffer.write(title, x: x, y: line.minY, style: .bold, clip: area.intersection(room))
        }
        if let backLabel {
            buffer.write(backLabel, x: line.minX, y: line.minY, clip: area)
            drawFocus(in: frame.intersection(area), into: &buffer)
        }
        ToolbarLine.draw(items.leading + items.principal + items.trailing, into: &buffer, clip: area)
    }

    override func activate() { model.pop() }

    override var isInFocusRing: Bool { depth > 0 }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        visit(self)
        for item in items.leading + items.principal + items.trailing { item.forEachFocusable(visit) }
    }

    /// Above the root, the keys that go back; keys a focused control takes
    /// (Backspace and Alt-Left in a text field) never reach them.
    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
        guard depth > 0 else { return }
        let model = self.model
        for key in Self.backKeys { visit(Shortcut(key: key, action: { model.pop() })) }
    }

    override func collectDeclarations(into declarations: inout Declarations) {
        guard depth > 0 else { return }
        let model = self.model
        for key in Self.backKeys { declarations.shortcuts.append(Shortcut(key: key, action: { model.pop() })) }
    }

    static let backKeys: [Key] = [.escape, .backspace, .modified(.left, .alt)]
}

/// A navigation stack's bottom line: the top screen's `.bottomBar` and
/// `.status` items, and its `.keyboard` items while a text field has the
/// focus. It takes a row only while the screen has such items.
final class NavigationBottomBarElement: Element {
    private let model: NavigationModel
    private let depth: Int
    private var items: [Element] = []
    private var keyboard: [Element] = []

    init(model: NavigationModel, depth: Int) {
        self.model = model
        self.depth = depth
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let items = model.toolbarItems(depth: depth)
        guard !items.bottom.isEmpty || !items.keyboard.isEmpty else { return .zero }
        return Size(width: proposal.width ?? ToolbarLine.width(of: items.bottom + items.keyboard), height: 1)
    }

    override func place(in rect: Rect) {
        frame = rect
        let all = model.toolbarItems(depth: depth)
        items = all.bottom
        keyboard = all.keyboard
        let end = ToolbarLine.place(items, from: rect.minX, y: rect.minY, limit: rect.maxX)
        ToolbarLine.place(keyboard, from: items.isEmpty ? rect.minX : end + 1, y: rect.minY, limit: rect.maxX)
    }

    private var showsKeyboard: Bool { !keyboard.isEmpty && model.owner?.graph.focus.isOnTextField == true }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        ToolbarLine.draw(items, into: &buffer, clip: area)
        if showsKeyboard { ToolbarLine.draw(keyboard, into: &buffer, clip: area) }
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        for item in items { item.forEachFocusable(visit) }
        if showsKeyboard { for item in keyboard { item.forEachFocusable(visit) } }
    }
}
