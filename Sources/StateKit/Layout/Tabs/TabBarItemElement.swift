/// One item of a tab bar: the page's label, reversed while its page is shown.
/// Focused, Enter or Space selects its page; its key (if any) does at any time.
final class TabBarItemElement: FocusableElement {
    let label: Element?
    let key: Key?
    let isSelected: Bool
    let choose: @MainActor () -> Void
    private let inFocusRing: Bool

    init(
        label: Element?, key: Key?, index: Int, isSelected: Bool, isInFocusRing: Bool, context: ResolveContext,
        choose: @escaping @MainActor () -> Void
    ) {
        self.label = label
        self.key = key
        self.isSelected = isSelected
        self.inFocusRing = isInFocusRing
        self.choose = choose
        super.init(context: context, place: .index(-1 - index))
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
        if isSelected { buffer.addStyle([.reverse, .bold], in: area) }
        if isFocused { buffer.addStyle(.underline, in: area) }
    }

    override func activate() { choose() }

    override var isInFocusRing: Bool { inFocusRing }

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        if let key { visit(key, choose) }
    }

    override func forEachNode(_ visit: (ViewNode) -> Void) { label?.forEachNode(visit) }
}
