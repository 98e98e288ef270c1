/// A button; focused (by Tab), it also takes Enter and Space.
final class ButtonElement: FocusableElement {
    let label: Element
    let keyLabel: String?
    let key: Key?
    let isEnabled: Bool
    let action: @MainActor () -> Void
    /// The button's role: an alert draws its cancel button last and gives
    /// it Escape.
    var role: ButtonRole?
    /// The value a `NavigationLink(value:)` in a selecting list selects: the
    /// row's tag.
    var selectionValue: AnyHashable?
    /// The built-in style's look; `nil` for a style of the app's, whose
    /// label is the whole look.
    let appearance: ButtonAppearance?

    init(
        label: Element, key: Key?, isEnabled: Bool, appearance: ButtonAppearance?,
        action: @escaping @MainActor () -> Void, place: FocusPlace
    ) {
        self.label = label
        self.keyLabel = key.map { "[\($0.label)]" }
        self.key = key
        self.isEnabled = isEnabled
        self.appearance = appearance
        self.action = action
        super.init(place: place)
    }

    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? ButtonElement, old.keyLabel == keyLabel, old.appearance == appearance,
            label.keepsLayout(of: old.label)
        else {
            return false
        }
        frame = old.frame
        return true
    }

    /// Columns before the label, and after it.
    private var margins: Margins {
        if let keyLabel { return Margins(leading: keyLabel.terminalWidth + 1) }
        return appearance?.margins ?? Margins()
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        margins.control(around: label, proposal: proposal)
    }

    override func place(in rect: Rect) {
        frame = rect
        label.place(in: margins.inner(rect))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        var style: Style = isEnabled ? .plain : .dim
        var colors = ColorPair.default
        if let fill = appearance?.fill {
            colors = ColorPair(foreground: appearance?.foreground, background: fill)
            buffer.fill(area, with: Cell(ascii: 0x20, style: .plain, colors: colors))
        }
        if let keyLabel {
            buffer.write(keyLabel, x: frame.minX, y: frame.minY, style: style.union(.bold), colors: colors, clip: area)
        } else if appearance?.hasBrackets == true {
            style.formUnion(appearance?.labelStyle ?? .plain)
            buffer.write("[ ", x: frame.minX, y: frame.minY, style: style, colors: colors, clip: area)
            buffer.write(" ]", x: frame.maxX - 2, y: frame.minY, style: style, colors: colors, clip: area)
        }
        label.draw(into: &buffer, clip: area)
        if !isEnabled { buffer.addStyle(.dim, in: area) }
        drawFocus(in: area, into: &buffer)
    }

    /// Runs the action, unless the button is disabled.
    override func activate() {
        if isEnabled { action() }
    }

    override func forEachShortcut(_ visit: (Shortcut) -> Void) {
        if let key, isEnabled { visit(Shortcut(key: key, action: action)) }
        label.forEachShortcut(visit)
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        if isEnabled { visit(self) }
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) { label.forEachNode(visit) }
}
