/// What a presentation draws over the dimmed screen: a sheet's bordered box,
/// inset from the screen's edges; an alert's box around its content, in the
/// middle; or a full-screen cover, borderless, over all of it. The renderer
/// places it in the screen's rect (`place(in:)` takes the screen, not the box).
final class PresentationBoxElement: SingleChildElement {
    let style: PresentationStyle
    /// Where the control that opened a menu is: the menu opens under it.
    let source: (@MainActor () -> Rect?)?

    init(style: PresentationStyle, child: Element, source: (@MainActor () -> Rect?)? = nil) {
        self.style = style
        self.source = source
        super.init(child: child)
    }

    /// Where the box stands on a screen of `screen`.
    func boxRect(in screen: Rect) -> Rect {
        switch style {
        case .fullScreen:
            return screen
        case .sheet:
            let width = min(screen.size.width, max(min(screen.size.width - 8, Self.sheetMaxWidth), 20))
            let height = min(screen.size.height, max(screen.size.height - 4, 6))
            return centred(Size(width: width, height: height), in: screen)
        case .alert:
            let widest = min(screen.size.width, Self.alertMaxWidth)
            let content = child.sizeThatFits(PaneFrame.inner(ProposedSize(width: widest, height: nil)))
            let size = PaneFrame.wrap(Size(width: max(content.width, Self.alertMinWidth), height: content.height))
            return centred(
                Size(width: min(size.width, screen.size.width), height: min(size.height, screen.size.height)),
                in: screen)
        case .menu:
            let content = child.sizeThatFits(PaneFrame.inner(ProposedSize(width: screen.size.width, height: nil)))
            let wrapped = PaneFrame.wrap(content)
            let size = Size(
                width: min(wrapped.width, screen.size.width), height: min(wrapped.height, screen.size.height))
            return menuRect(size, under: source?() ?? centred(.zero, in: screen), in: screen)
        }
    }

    /// A menu of `size` under `control`, its border's inside lined up with
    /// the control's start; above it when there is no room below, else as low
    /// as the screen lets it.
    private func menuRect(_ size: Size, under control: Rect, in screen: Rect) -> Rect {
        let x = max(screen.minX, min(control.minX - 1, screen.maxX - size.width))
        let y: Int
        if control.maxY + size.height <= screen.maxY {
            y = control.maxY
        } else if control.minY - size.height >= screen.minY {
            y = control.minY - size.height
        } else {
            y = max(screen.minY, screen.maxY - size.height)
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// A sheet is at most this wide: a form's rows stay readable on a wide terminal.
    static let sheetMaxWidth = 80
    /// An alert wraps its message at this width, border included.
    static let alertMaxWidth = 50
    /// An alert with a short title is still this wide, inside its border.
    static let alertMinWidth = 24

    private func centred(_ size: Size, in screen: Rect) -> Rect {
        Rect(
            x: screen.minX + (screen.size.width - size.width) / 2,
            y: screen.minY + (screen.size.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    private var contentRect: Rect {
        style == .fullScreen ? frame : PaneFrame.contentRect(of: frame)
    }

    override func place(in screen: Rect) {
        frame = boxRect(in: screen)
        child.place(in: contentRect)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty else { return }
        buffer.fill(area)
        if style != .fullScreen {
            PaneFrame.draw(title: nil, in: frame, clip: area, style: .plain, rounded: true, into: &buffer)
        }
        child.draw(into: &buffer, clip: contentRect.intersection(area))
    }

    /// Where the focus starts: in an alert, its default button; in a menu,
    /// its first control.
    var initialFocus: FocusableElement? {
        guard style == .menu else { return defaultButton }
        var first: FocusableElement?
        forEachFocusable { if first == nil && $0.isInFocusRing { first = $0 } }
        return first
    }

    /// The button the focus starts on in an alert: the first that neither
    /// cancels nor destroys, else the cancel button, else the first.
    var defaultButton: ButtonElement? {
        var buttons: [ButtonElement] = []
        forEachFocusable { if let button = $0 as? ButtonElement, button.isEnabled { buttons.append(button) } }
        return buttons.first { $0.role == nil } ?? buttons.first { $0.role == .cancel } ?? buttons.first
    }
}
