/// A picker's options one under another, each after its mark: `◉` or `○`
/// for an inline picker, `✓` for the chosen one of a menu or of a screen of
/// options. Up, Down, PageUp, PageDown, Home and End move the current
/// option, scrolling to keep it in view; an inline picker chooses it as it
/// moves, a menu on Enter or Space. A click chooses the option under it.
final class OptionListElement: FocusableElement {
    enum Mark {
        case radio
        case check
    }

    let options: [Element]
    let mark: Mark
    let chosen: Int?
    let isEnabled: Bool
    /// Whether moving the current option chooses it (an inline picker).
    let choosesAsItMoves: Bool
    private let state: OptionListState
    private let choose: @MainActor (Int) -> Void

    /// The columns of a mark and the space after it.
    static let markWidth = 2

    init(
        options: [Element], mark: Mark, chosen: Int?, choosesAsItMoves: Bool, isEnabled: Bool,
        state: OptionListState, place: FocusPlace, choose: @escaping @MainActor (Int) -> Void
    ) {
        self.options = options
        self.mark = mark
        self.chosen = chosen
        self.choosesAsItMoves = choosesAsItMoves
        self.isEnabled = isEnabled
        self.state = state
        self.choose = choose
        super.init(place: place)
        if choosesAsItMoves || state.current >= options.count { state.current = chosen ?? 0 }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = proposal.width.map { max(0, $0 - Self.markWidth) }
        var width = 0
        for option in options {
            width = max(width, option.sizeThatFits(ProposedSize(width: inner, height: 1)).width)
        }
        width += Self.markWidth
        let height = options.count
        return Size(width: min(width, proposal.width ?? width), height: min(height, proposal.height ?? height))
    }

    /// The first option shown, moved so that the current one is in view.
    private func firstShown() -> Int {
        let rows = max(1, frame.size.height)
        var first = min(state.scroll, max(0, options.count - rows))
        if state.current < first { first = state.current }
        if state.current >= first + rows { first = state.current - rows + 1 }
        state.scroll = max(0, first)
        return state.scroll
    }

    override func place(in rect: Rect) {
        frame = rect
        placeOptions()
    }

    private func placeOptions() {
        let first = firstShown()
        for (index, option) in options.enumerated() {
            let row = index - first
            let shown = row >= 0 && row < frame.size.height
            option.place(
                in: Rect(
                    x: frame.minX + Self.markWidth, y: frame.minY + row,
                    width: shown ? max(0, frame.size.width - Self.markWidth) : 0, height: shown ? 1 : 0))
        }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        // The current option may have moved since the layout: rows follow it.
        placeOptions()
        let first = state.scroll
        for row in 0..<min(frame.size.height, options.count - first) {
            let index = first + row
            let y = frame.minY + row
            let symbol: String
            switch mark {
            case .radio: symbol = index == chosen ? "◉" : "○"
            case .check: symbol = index == chosen ? "✓" : " "
            }
            buffer.write(symbol, x: frame.minX, y: y, style: index == chosen ? .bold : .plain, clip: area)
            options[index].draw(into: &buffer, clip: area)
            if index == state.current {
                drawFocus(
                    in: Rect(x: frame.minX, y: y, width: frame.size.width, height: 1).intersection(area), into: &buffer)
            }
        }
        if !isEnabled { buffer.addStyle(.dim, in: area) }
    }

    /// Moves the current option to `index`, within the options.
    private func move(to index: Int) {
        guard !options.isEmpty else { return }
        let target = max(0, min(options.count - 1, index))
        guard target != state.current || (choosesAsItMoves && target != chosen) else { return }
        state.current = target
        if choosesAsItMoves {
            choose(target)
        } else {
            owner.requestRedraw()
        }
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        let page = max(1, frame.size.height - 1)
        switch key {
        case .up: move(to: state.current - 1)
        case .down: move(to: state.current + 1)
        case .pageUp: move(to: state.current - page)
        case .pageDown: move(to: state.current + page)
        case .home: move(to: 0)
        case .end: move(to: options.count - 1)
        case .enter, .character(" "): activate()
        default: return false
        }
        return true
    }

    /// Chooses the current option.
    override func activate() {
        guard isEnabled, options.indices.contains(state.current) else { return }
        choose(state.current)
    }

    override var focusesOnClick: Bool { true }

    override var isInFocusRing: Bool { isEnabled }

    /// Chooses the option under the pointer.
    override func clicked(at point: Point) {
        let index = state.scroll + point.y - frame.minY
        guard isEnabled, options.indices.contains(index) else { return }
        state.current = index
        choose(index)
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        if isEnabled { visit(self) }
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) {
        for option in options { option.forEachNode(visit) }
    }
}

/// Where an option list stands between its evaluations: its current option
/// and the first one shown.
@MainActor
final class OptionListState {
    var current = 0
    var scroll = 0
    /// Whether a pushed screen of options gave its list the focus yet.
    var hasBeenFocused = false
}
