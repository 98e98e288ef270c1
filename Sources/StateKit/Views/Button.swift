/// A labelled action with a key shortcut, shown as `[key] title`. The shortcut
/// works while the button is on screen.
public struct Button: View, PrimitiveView {
    let title: String
    let key: Key
    let action: @MainActor () -> Void

    public init(_ title: String, key: Key, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.key = key
        self.action = action
    }

    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(ButtonElement(title: title, key: key, action: action, context: context))
    }
}

/// A button; focused (by Tab), it also takes Enter and Space.
final class ButtonElement: FocusableElement {
    let keyLabel: String
    let title: String
    let key: Key
    let action: @MainActor () -> Void

    init(title: String, key: Key, action: @escaping @MainActor () -> Void, context: ResolveContext) {
        self.keyLabel = "[\(key.label)]"
        self.title = title
        self.key = key
        self.action = action
        super.init(context: context)
    }

    private var width: Int { keyLabel.terminalWidth + 1 + title.terminalWidth }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: min(width, proposal.width ?? width), height: 1)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        let focus: Style = isFocused ? .reverse : .plain
        let used = buffer.write(keyLabel, x: frame.minX, y: frame.minY, style: focus.union(.bold), clip: area)
        let rest = frame.size.width - used - 1
        TextElement.drawLine(
            title, x: frame.minX + used + 1, y: frame.minY, width: rest, style: focus, clip: area, into: &buffer)
    }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        action()
        return true
    }

    override func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {
        visit(key, action)
    }
}
