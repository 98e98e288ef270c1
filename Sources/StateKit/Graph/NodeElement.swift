/// A child view node standing in its parent's layout.
final class NodeElement: Element {
    let node: ViewNode

    init(node: ViewNode) {
        self.node = node
    }

    override var standsFor: Element? { node.content }

    /// The priority given where the view is used (`MyView().layoutPriority(1)`).
    private var givenPriority: Double?

    /// The priority given where the view is used, else its body's: a view's
    /// own modifiers are its own in its parent's stack, as in SwiftUI. The
    /// elements of one node from two evaluations of its parent both read its
    /// content as it is now, so `keepsLayout(of:)` compares only the given
    /// priorities: a change in the body is the node's to find
    /// (`ViewNode.outgrewRect`), and it lays the stack out again.
    override var layoutPriority: Double {
        get { givenPriority ?? node.content.layoutPriority }
        set { givenPriority = newValue }
    }

    /// Kept whatever the body's: the node may not have been evaluated yet.
    /// The element is made anew at each evaluation of its parent.
    override func give(layoutPriority priority: Double) {
        givenPriority = priority
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        node.sizeThatFits(proposal)
    }

    override func place(in rect: Rect) {
        frame = rect
        node.place(in: rect, proposal: ProposedSize(rect.size))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        node.draw(into: &buffer, clip: clip)
    }

    /// The same node, whose content has its frames (placed, or kept from the
    /// content before), is where it was.
    override func adoptLayout(of old: Element) -> Bool {
        guard let old = old as? NodeElement, old.node === node, node.rect != nil, node.contentIsPlaced else {
            return false
        }
        frame = old.frame
        return true
    }

    override func forEachNode(_ visit: (any ElementOwner) -> Void) {
        visit(node)
    }

    override func forEachFocusable(_ visit: (FocusableElement) -> Void) {
        node.content.forEachFocusable(visit)
    }

    override func forEachScrollable(_ visit: (ScrollElement) -> Void) {
        node.content.forEachScrollable(visit)
    }
}
