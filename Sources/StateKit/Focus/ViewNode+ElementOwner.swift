/// What an element asks of the node that made it goes to the node's graph:
/// its focus, its frame and its focus scopes.
extension ViewNode: ElementOwner {
    var focusedID: ElementID? { graph.focus.id }

    var focusClock: FocusClock { graph.focus.clock }

    var isFocusOnTextField: Bool { graph.focus.isOnTextField }

    var isCollectingFocusRing: Bool { graph.focus.isCollectingRing }

    func setFocus(_ id: ElementID) {
        graph.setFocus(id, owner: self)
    }

    func beginDrag(of element: FocusableElement) {
        graph.focus.beginDrag(of: element)
    }

    func beginTextSelection(in element: SelectableTextElement) {
        graph.focus.beginTextSelection(in: element)
    }

    func requestRedraw() {
        graph.requestRedraw(self)
    }

    func submit(from id: ElementID) {
        graph.submit(from: id)
    }

    func copyToClipboard(_ text: String) {
        graph.copyToClipboard(text)
    }
}
