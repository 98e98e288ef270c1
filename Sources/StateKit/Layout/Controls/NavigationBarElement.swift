/// A navigation stack's title line: the back button ("‹ " and the title of
/// the screen below) at the leading end, above the root, and the screen's
/// title in the middle, bold. The titles are read as it is drawn: a screen's
/// `navigationTitle` is set as its own body is evaluated, after the stack's.
/// Clicking the back button, or Escape, Backspace or Alt-Left anywhere they
/// are not taken, goes back.
final class NavigationBarElement: FocusableElement {
    private let model: NavigationModel
    private let depth: Int

    init(model: NavigationModel, depth: Int, context: ResolveContext) {
        self.model = model
        self.depth = depth
        super.init(context: context)
    }

    private var backLabel: String? {
        guard depth > 0 else { return nil }
        return "‹ " + (model.titles[depth - 1] ?? "Back")
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(
            width: proposal.width ?? (backLabel?.terminalWidth ?? 0) + 2 + (model.titles[depth]?.terminalWidth ?? 0),
            height: 1)
    }

    override func place(in rect: Rect) { frame = rect }

    /// The back button's cells: a click there goes back.
    private var backRect: Rect {
        Rect(x: frame.minX, y: frame.minY, width: (backLabel?.terminalWidth ?? 0), height: 1)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        if let title = model.titles[depth] {
            let x = frame.minX + max(0, (frame.size.width - title.terminalWidth) / 2)
            buffer.write(title, x: x, y: frame.minY, style: .bold, clip: area)
        }
        if let backLabel {
            buffer.write(backLabel, x: frame.minX, y: frame.minY, clip: area)
            drawFocus(in: backRect.intersection(area), into: &buffer)
        }
    }

    override func activate() { model.pop() }

    override var isInFocusRing: Bool { depth > 0 }

    /// Above the root, the keys that go back; keys a focused control takes
    /// (Backspace and Alt-Left in a text field) never reach them.
    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        guard depth > 0 else { return }
        let model = self.model
        for key in Self.backKeys { visit(key) { model.pop() } }
    }

    override func collectDeclarations(into declarations: inout Declarations) {
        guard depth > 0 else { return }
        let model = self.model
        for key in Self.backKeys { declarations.shortcuts.append(Shortcut(key: key, action: { model.pop() })) }
    }

    static let backKeys: [Key] = [.escape, .backspace, .modified(.left, .alt)]
}
