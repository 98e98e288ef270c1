import Foundation

/// A text with links (`Text("[docs](https://…)")`): one Tab stop, drawn as
/// its text. Left and Right choose among its links, the chosen one shown in
/// reverse while the text has the focus; Enter or Space opens it, and a
/// click opens the link under the pointer, each through `open`
/// (`@Environment(\.openURL)`).
final class TextLinksElement: WrappingFocusableElement {
    private var open: @MainActor (URL) -> Void
    /// The links, in order: runs of adjacent parts opening one URL.
    private var links: [(url: URL, spans: Range<Int>)] = []
    /// Which link Enter opens.
    private(set) var chosen = 0

    init(text: TextElement, open: @escaping @MainActor (URL) -> Void, place: FocusPlace) {
        self.open = open
        super.init(child: text, place: place)
        links = Self.links(in: text.spans ?? [])
    }

    private var text: TextElement { child as! TextElement }

    /// The same text evaluated again: its parts may hold other links, and
    /// the chosen one stays where it still is.
    func update(open: @escaping @MainActor (URL) -> Void) {
        self.open = open
        links = Self.links(in: text.spans ?? [])
        chosen = min(chosen, max(0, links.count - 1))
    }

    /// The runs of parts that open one URL.
    private static func links(in spans: [TextSpan]) -> [(url: URL, spans: Range<Int>)] {
        var links: [(url: URL, spans: Range<Int>)] = []
        for (index, span) in spans.enumerated() {
            guard let url = span.link else { continue }
            if let last = links.last, last.url == url, last.spans.upperBound == index {
                links[links.count - 1].spans = last.spans.lowerBound..<index + 1
            } else {
                links.append((url, index..<index + 1))
            }
        }
        return links
    }

    override var focusesOnClick: Bool { true }

    override func handleFocusedKey(_ key: Key) -> Bool {
        switch key {
        case .left where chosen > 0: chosen -= 1
        case .right where chosen + 1 < links.count: chosen += 1
        case .enter, .character(" "): activate()
        default: return false
        }
        owner.requestRedraw()
        return true
    }

    override func activate() {
        guard links.indices.contains(chosen) else { return }
        open(links[chosen].url)
    }

    /// Opens the link under the pointer, and makes it the chosen one; a
    /// click between links only takes the focus.
    override func clicked(at point: Point) {
        var hit: Int?
        text.forEachStyledCell(in: frame) { span, cell, width in
            if cell.y == point.y, (cell.x..<cell.x + width).contains(point.x) { hit = span }
        }
        guard let hit, let link = links.firstIndex(where: { $0.spans.contains(hit) }) else { return }
        chosen = link
        activate()
    }

    /// The text, and over it, while it has the focus, the chosen link in
    /// reverse video.
    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        child.draw(into: &buffer, clip: clip)
        guard isFocused, links.indices.contains(chosen) else { return }
        let spans = links[chosen].spans
        let area = frame.intersection(clip)
        text.forEachStyledCell(in: area) { span, point, width in
            guard spans.contains(span) else { return }
            drawFocus(in: Rect(x: point.x, y: point.y, width: width, height: 1).intersection(area), into: &buffer)
        }
    }
}
