/// One item of a tab bar: the page's label, bold and underlined while its page
/// is shown, and marked as any focused control is (reverse video) while it has
/// the focus. Focused, Enter or Space selects its page; its key (if any) does
/// at any time.
final class TabBarItemElement: FocusableElement {
    let label: Element?
    let key: Key?
    let isSelected: Bool
    /// Off (`.disabled`): drawn dim, skipped by Tab, deaf to clicks and keys.
    let isEnabled: Bool
    let choose: @MainActor () -> Void
    private let inFocusRing: Bool

    init(
        label: Element?, key: Key?, isSelected: Bool, isEnabled: Bool, isInFocusRing: Bool,
        place: FocusPlace, choose: @escaping @MainActor () -> Void
    ) {
        self.isEnabled = isEnabled
        self.label = label
        self.key = key
        self.isSelected = isSelected
        self.inFocusRing = isInFocusRing
        self.choose = choose
        super.init(place: place)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = label?.sizeThatFits(ProposedSize(width: nil, height: 1)) ?? Size(width: 1, height: 1)
        return Size(width: inner.width + 2, height: 1)
    }

    override func place(in rect: Rect) {
        frame = rect
        label?.place(in: Rect(x: rect.minX + 1, y: rect.minY, width: max(0, rect.size.width - 2), height: 1))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        label?.draw(into: &buffer, clip: area)
        if isSelected { buffer.addStyle([.bold, .underline], in: area) }
        if !isEnabled { buffer.addStyle(.dim, in: area) }
        drawFocus(in: area, into: &buffer)
    }

    override func activate() { if isEnabled { choose() } }

    override var isInFocusRing: Bool { inFocusRing && isEnabled }

    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
        if let key, isEnabled { visit(Shortcut(key: key, action: choose)) }
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) { label?.forEachNode(visit) }
}
