/// A view's content with the anchor of what it presents beside it: laid out
/// and drawn as the content alone; the anchor takes no room.
final class PresenterElement: SingleChildElement {
    let anchor: Element

    init(child: Element, anchor: Element) {
        self.anchor = anchor
        super.init(child: child)
    }

    override func place(in rect: Rect) {
        super.place(in: rect)
        anchor.place(in: Rect(x: rect.minX, y: rect.minY, width: 0, height: 0))
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) {
        child.forEachNode(visit)
        anchor.forEachNode(visit)
    }
}
