/// The border of a pane, with its title in the top edge:
/// `┌ CounterView · renders 3 ──┐`. Panes fill the space they are offered.
enum PaneFrame {
    /// The title of a view's pane.
    static func title(name: String, renders: Int) -> String {
        "\(name) · renders \(renders)"
    }

    /// Columns between the border and the content, on each side.
    static let padding = 1

    /// Where the content goes: inside the border, one column of padding left and right.
    static func contentRect(of rect: Rect) -> Rect {
        Rect(
            x: rect.minX + 1 + padding, y: rect.minY + 1,
            width: max(0, rect.size.width - 2 - 2 * padding), height: max(0, rect.size.height - 2))
    }

    /// The proposal for what sits inside a border.
    static func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - 2 - 2 * padding) }, height: proposal.height.map { max(0, $0 - 2) })
    }

    /// A border around `content`, padding included.
    static func wrap(_ content: Size) -> Size {
        Size(width: content.width + 2 + 2 * padding, height: content.height + 2)
    }

    /// A pane takes all it is offered; asked for its ideal size, it wraps its content.
    static func fill(_ proposal: ProposedSize, content: Size) -> Size {
        Size(width: proposal.width ?? content.width + 2 + 2 * padding, height: proposal.height ?? content.height + 2)
    }

    /// Draws the border, dim unless `style` says otherwise (a sheet's, over
    /// a dimmed screen, is plain), its corners square or, for what iOS draws
    /// rounded (a sheet, an alert, a group box), `rounded`.
    static func draw(
        title: String?, in rect: Rect, clip: Rect, style: Style = .dim, rounded: Bool = false,
        into buffer: inout CellBuffer
    ) {
        let area = rect.intersection(clip)
        guard rect.size.width >= 2, rect.size.height >= 2, !area.isEmpty else { return }
        let right = rect.maxX - 1
        let bottom = rect.maxY - 1
        let corners = rounded ? roundedCorners : squareCorners
        buffer.put(corners.topLeading, x: rect.minX, y: rect.minY, style: style, clip: area)
        buffer.put(corners.topTrailing, x: right, y: rect.minY, style: style, clip: area)
        buffer.put(corners.bottomLeading, x: rect.minX, y: bottom, style: style, clip: area)
        buffer.put(corners.bottomTrailing, x: right, y: bottom, style: style, clip: area)
        for x in (rect.minX + 1)..<right {
            buffer.put("─", x: x, y: rect.minY, style: style, clip: area)
            buffer.put("─", x: x, y: bottom, style: style, clip: area)
        }
        for y in (rect.minY + 1)..<bottom {
            buffer.put("│", x: rect.minX, y: y, style: style, clip: area)
            buffer.put("│", x: right, y: y, style: style, clip: area)
        }
        if let title, rect.size.width >= 6 {
            TextElement.drawLine(
                " \(title) ", x: rect.minX + 1, y: rect.minY, width: rect.size.width - 3, style: .bold,
                clip: area, into: &buffer)
        }
    }

    private typealias Corners = (
        topLeading: Character, topTrailing: Character, bottomLeading: Character, bottomTrailing: Character
    )
    private static let squareCorners: Corners = ("┌", "┐", "└", "┘")
    private static let roundedCorners: Corners = ("╭", "╮", "╰", "╯")
}
